package continuity.discord;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * JDA's concurrent session controller spaces the logins of one process, 5 seconds apart in each of
 * Discord's {@code max_concurrency} buckets ({@code shard % max_concurrency}); this one also waits
 * for a gate shared by every process of the bot (the database: {@code continuity.store.LoginGate})
 * before each login, so that processes started together do not exceed Discord's identify limit.
 * {@code gate} is null for a process that runs every shard; {@code gateway} is null for Discord's
 * own.
 */
final class SpacedLogins extends ConcurrentSessionController {
    private static final org.slf4j.Logger LOG =
            org.slf4j.LoggerFactory.getLogger(SpacedLogins.class);

    /** What the gate is to this package: enter a bucket, and close to leave it. */
    interface Gate {
        AutoCloseable enter(int bucket) throws InterruptedException;
    }

    private final Gate gate;
    private final int maxConcurrency;
    private final String gateway;
    private final Map<SessionConnectNode, SessionConnectNode> wrapped = new ConcurrentHashMap<>();

    SpacedLogins(Gate gate, int maxConcurrency, String gateway) {
        this.gate = gate != null ? gate : bucket -> () -> {};
        this.maxConcurrency = Math.max(1, maxConcurrency);
        this.gateway = gateway;
        setConcurrency(this.maxConcurrency);
    }

    @Override
    public String getGateway() {
        return gateway != null ? gateway : super.getGateway();
    }

    @Override
    public void appendSession(SessionConnectNode node) {
        SessionConnectNode gated =
                new SessionConnectNode() {
                    @Override
                    public boolean isReconnect() {
                        return node.isReconnect();
                    }

                    @Override
                    public JDA getJDA() {
                        return node.getJDA();
                    }

                    @Override
                    public JDA.ShardInfo getShardInfo() {
                        return node.getShardInfo();
                    }

                    @Override
                    public void run(boolean isLast) throws InterruptedException {
                        int bucket =
                                node.getShardInfo() == null
                                        ? 0
                                        : node.getShardInfo().getShardId() % maxConcurrency;
                        AutoCloseable held;
                        try {
                            held = gate.enter(bucket);
                        } catch (RuntimeException e) {
                            // the database is unreachable: log in anyway (JDA still spaces this
                            // process's own logins)
                            LOG.warn(
                                    "the shared login queue is unavailable ({}): logging in without it",
                                    e.getMessage());
                            held = () -> {};
                        }
                        try {
                            node.run(isLast);
                        } finally {
                            wrapped.remove(node);
                            try {
                                held.close();
                            } catch (InterruptedException e) {
                                throw e;
                            } catch (Exception e) {
                                LOG.warn(
                                        "leaving the shared login queue failed ({}); its lock goes with its connection",
                                        e.getMessage());
                            }
                        }
                    }
                };
        wrapped.put(node, gated);
        super.appendSession(gated);
    }

    @Override
    public void removeSession(SessionConnectNode node) {
        SessionConnectNode gated = wrapped.remove(node);
        super.removeSession(gated != null ? gated : node);
    }
}
