package continuity.discord.fake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.java_websocket.WebSocket;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gateway of the fake: a websocket server on 127.0.0.1 speaking Discord's JSON protocol without
 * compression. HELLO on connect; IDENTIFY is answered with READY and one GUILD_CREATE per guild;
 * every HEARTBEAT gets its ACK; RESUME gets INVALID_SESSION (so the client identifies again).
 * Dispatches respect the identified intents like Discord: no message events without GUILD_MESSAGES,
 * and no message text without MESSAGE_CONTENT unless the message mentions the bot.
 */
final class FakeGateway extends WebSocketServer {
    static final int GUILD_MEMBERS = 1 << 1;
    static final int GUILD_MESSAGES = 1 << 9;
    static final int DIRECT_MESSAGES = 1 << 12;
    static final int MESSAGE_CONTENT = 1 << 15;
    private static final Logger LOG = LoggerFactory.getLogger(FakeGateway.class);

    /** Per connection. */
    private static final class Session {
        final AtomicInteger seq = new AtomicInteger();
        volatile boolean ready;
        volatile long intents;

        /** IDENTIFY's shard array: [shard_id, num_shards]; [0, 1] when absent. */
        volatile int shardId;

        volatile int shardTotal = 1;
        final String sessionId = "fake-session-" + Snowflakes.next();
    }

    private final FakeDiscord fake;
    private final CountDownLatch started = new CountDownLatch(1);
    private final List<WebSocket> sessions = new CopyOnWriteArrayList<>();

    /**
     * Privileged intents the application has not switched on in the portal: asking for them closes
     * with 4014.
     */
    private volatile long disallowedIntents;

    private volatile Exception startError;

    FakeGateway(FakeDiscord fake) {
        super(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        this.fake = fake;
        setReuseAddr(true);
        setConnectionLostTimeout(0);
        setDaemon(true);
    }

    void startAndWait() {
        start();
        try {
            if (!started.await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("fake gateway did not start");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        if (startError != null) {
            throw new IllegalStateException("fake gateway did not start", startError);
        }
    }

    String url() {
        return "ws://127.0.0.1:" + getPort() + "/";
    }

    @Override
    public void onStart() {
        started.countDown();
    }

    @Override
    public void onOpen(WebSocket conn, ClientHandshake handshake) {
        String path = handshake.getResourceDescriptor();
        if (path.contains("compress=") || path.contains("encoding=etf")) {
            fake.violation(
                    "gateway.encoding",
                    "the fake speaks only uncompressed JSON; client asked " + path);
        }
        conn.setAttachment(new Session());
        sessions.add(conn);
        ObjectNode hello = Json.object();
        hello.put("op", 10);
        hello.putObject("d").put("heartbeat_interval", 41250);
        hello.putNull("s");
        hello.putNull("t");
        conn.send(Json.write(hello));
    }

    @Override
    public void onClose(WebSocket conn, int code, String reason, boolean remote) {
        sessions.remove(conn);
        fake.monitor().changed();
    }

    @Override
    public void onMessage(WebSocket conn, String message) {
        JsonNode frame = Json.parse(message);
        Session s = conn.getAttachment();
        switch (frame.path("op").asInt(-1)) {
            case 1 -> answer(conn, "{\"op\":11,\"d\":null,\"s\":null,\"t\":null}");
            case 2 -> identify(conn, s, frame.path("d"));
            case 3, 4, 8 -> {
                // presence, voice and member requests: nothing to do
            }
            case 6 -> answer(conn, "{\"op\":9,\"d\":false,\"s\":null,\"t\":null}");
            default -> fake.violation("gateway.opcode", "unexpected gateway frame " + message);
        }
    }

    /**
     * Answers a frame; a client that closed the connection between its frame and the answer (a bot
     * shutting down) gets none, which is no error of the fake's.
     */
    private static void answer(WebSocket conn, String frame) {
        try {
            conn.send(frame);
        } catch (org.java_websocket.exceptions.WebsocketNotConnectedException gone) {
            LOG.debug("no answer to a client that has gone");
        }
    }

    @Override
    public void onMessage(WebSocket conn, ByteBuffer message) {
        fake.violation(
                "gateway.encoding",
                "binary gateway frame (compression?); the fake speaks uncompressed JSON");
    }

    @Override
    public void onError(WebSocket conn, Exception ex) {
        if (conn == null) {
            startError = ex;
            started.countDown();
        }
        LOG.warn("Fake Discord gateway error", ex);
    }

    void disallowIntents(long intents) {
        this.disallowedIntents = intents;
    }

    private void identify(WebSocket conn, Session s, JsonNode d) {
        s.intents = d.path("intents").asLong(0);
        JsonNode shard = d.path("shard");
        if (shard.isArray() && shard.size() == 2) {
            int id = shard.get(0).asInt(-1), total = shard.get(1).asInt(0);
            if (total < 1 || id < 0 || id >= total) {
                conn.close(4010, "Invalid shard.");
                return;
            }
            s.shardId = id;
            s.shardTotal = total;
        }
        fake.identified(d);
        if ((s.intents & disallowedIntents) != 0) {
            // what Discord does when a privileged intent is not enabled for the application
            conn.close(4014, "Disallowed intent(s).");
            return;
        }
        if ((s.intents & GUILD_MEMBERS) != 0) {
            LOG.warn(
                    "Fake Discord: the client asked for GUILD_MEMBERS; the fake sends no member chunks");
        }
        ObjectNode ready = Json.object();
        ready.put("v", 10);
        ready.set("user", fake.botUserJson());
        ArrayNode guilds = ready.putArray("guilds");
        List<FakeGuild> all = fake.guilds().stream().filter(g -> owns(s, g.id())).toList();
        for (FakeGuild g : all) {
            guilds.addObject().put("id", g.id()).put("unavailable", true);
        }
        ready.put("session_id", s.sessionId);
        ready.put("resume_gateway_url", url());
        ready.put("session_type", "normal");
        ready.putArray("private_channels");
        ready.putArray("relationships");
        ready.putArray("presences");
        ready.putArray("guild_join_requests");
        ready.putArray("geo_ordered_rtc_regions");
        ready.putObject("auth");
        ready.putArray("_trace").add("fake-discord");
        ready.putArray("shard").add(s.shardId).add(s.shardTotal);
        ObjectNode application = ready.putObject("application");
        application.put("id", fake.applicationId());
        application.put("flags", 0);
        send(conn, s, "READY", ready);
        for (FakeGuild g : all) {
            send(conn, s, "GUILD_CREATE", g.guildCreateJson());
        }
        s.ready = true;
        fake.monitor().changed();
    }

    private void send(WebSocket conn, Session s, String type, JsonNode d) {
        ObjectNode frame = Json.object();
        frame.put("op", 0);
        frame.put("t", type);
        frame.put("s", s.seq.incrementAndGet());
        frame.set("d", d);
        conn.send(Json.write(frame));
    }

    /** Whether a bot session has identified and got its guilds. */
    boolean hasReadySession() {
        return sessions.stream().anyMatch(c -> ((Session) c.getAttachment()).ready && c.isOpen());
    }

    /**
     * Sends a dispatch to every identified session, applying the intent rules to message events.
     *
     * @return how many sessions got it
     */
    int dispatch(String type, ObjectNode d) {
        int delivered = 0;
        for (WebSocket conn : sessions) {
            Session s = conn.getAttachment();
            if (!s.ready || !conn.isOpen()) {
                continue;
            }
            // Discord sends a server's events to the session of its shard only, direct messages to
            // shard 0
            String guildId =
                    d.hasNonNull("guild_id")
                            ? d.get("guild_id").asText()
                            : type.startsWith("GUILD_") && d.hasNonNull("id")
                                    ? d.get("id").asText()
                                    : null;
            if (guildId == null ? s.shardId != 0 : !owns(s, guildId)) {
                continue;
            }
            ObjectNode payload = d;
            if (type.startsWith("MESSAGE_")) {
                boolean direct = !d.hasNonNull("guild_id");
                if ((s.intents & (direct ? DIRECT_MESSAGES : GUILD_MESSAGES)) == 0) {
                    continue;
                }
                // a direct message to the bot keeps its text without MESSAGE_CONTENT, as on Discord
                if ((s.intents & MESSAGE_CONTENT) == 0
                        && "MESSAGE_CREATE".equals(type)
                        && !mentionsBot(d)
                        && !direct) {
                    payload = d.deepCopy();
                    payload.put("content", "");
                    payload.putArray("embeds");
                    payload.putArray("attachments");
                    payload.putArray("components");
                }
            }
            send(conn, s, type, payload);
            delivered++;
        }
        return delivered;
    }

    /** The shard of a server: (guild_id >> 22) % num_shards, as Discord computes it. */
    static int shardOf(String guildId, int total) {
        return (int) Long.remainderUnsigned(Long.parseUnsignedLong(guildId) >>> 22, total);
    }

    private static boolean owns(Session s, String guildId) {
        return shardOf(guildId, s.shardTotal) == s.shardId;
    }

    /** How many identified sessions there are per shard id (for tests of sharded bots). */
    java.util.Map<Integer, Integer> readySessionsByShard() {
        java.util.Map<Integer, Integer> out = new java.util.TreeMap<>();
        for (WebSocket c : sessions) {
            Session s = c.getAttachment();
            if (s.ready && c.isOpen()) out.merge(s.shardId, 1, Integer::sum);
        }
        return out;
    }

    private boolean mentionsBot(JsonNode message) {
        for (JsonNode u : message.path("mentions")) {
            if (fake.botUserId().equals(u.path("id").asText())) {
                return true;
            }
        }
        return false;
    }

    void shutdown() {
        try {
            stop(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
