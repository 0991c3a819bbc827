package continuity.discord;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.SessionDisconnectEvent;
import net.dv8tion.jda.api.events.session.ShutdownEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.CloseCode;

/** Remembers why Discord closed the connection, to explain it (4014: an intent not switched on). */
final class ConnectionWatch implements EventListener {
    private volatile CloseCode closeCode;
    private final CountDownLatch shutdown = new CountDownLatch(1);

    @Override
    public void onEvent(GenericEvent event) {
        if (event instanceof SessionDisconnectEvent d && d.getCloseCode() != null)
            closeCode = d.getCloseCode();
        if (event instanceof ShutdownEvent s) {
            if (s.getCloseCode() != null) closeCode = s.getCloseCode();
            shutdown.countDown();
        }
    }

    /**
     * Waits (a little) for JDA's shutdown event, which carries the close code; null waits as long
     * as it takes. In a sharded process, the first shard to stop for good ends the wait.
     */
    void awaitShutdownEvent(Duration timeout) throws InterruptedException {
        if (timeout == null) shutdown.await();
        else shutdown.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Whether a client of this process has stopped. */
    boolean stopped() {
        return shutdown.getCount() == 0;
    }

    CloseCode closeCode() {
        return closeCode;
    }

    /**
     * What to tell the person running the bot about a close code, or null when it needs no
     * explanation.
     */
    static String explain(CloseCode code) {
        if (code == null) return null;
        return switch (code) {
            case DISALLOWED_INTENTS ->
                    """
                    Discord refused the Message Content intent (close code 4014). Turn it on: Discord Developer \
                    Portal -> your application -> Bot -> Privileged Gateway Intents -> Message Content Intent, \
                    save, then start the bot again. Without it the bot cannot read corrections in chat.""";
            case AUTHENTICATION_FAILED ->
                    """
                    Discord refused the token (close code 4004). Copy it again from the Discord Developer Portal \
                    -> your application -> Bot -> Reset Token, and set DISCORD_TOKEN to it.""";
            case INVALID_INTENTS ->
                    "Discord refused the requested intents (close code 4013); this is a bug, please report it.";
            case GRACEFUL_CLOSE -> null;
            default ->
                    "Discord closed the connection: "
                            + code.getMeaning()
                            + " (close code "
                            + code.getCode()
                            + ").";
        };
    }
}
