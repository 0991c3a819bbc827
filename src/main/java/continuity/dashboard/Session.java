package continuity.dashboard;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A signed-in member: who they are, the servers they may open (with whether they are a game master
 * there), the CSRF token of their forms, the buttons the core offered them on these pages, and one
 * message to show on the next page (the core's confirmation of an action).
 */
final class Session {
    private static final SecureRandom RANDOM = new SecureRandom();

    final String id = token();
    final String csrf = token();
    final String user;
    final String userName;
    final Map<String, Server> servers;
    final String locale;
    final Instant expires;
    private final Map<String, String> offered = new java.util.LinkedHashMap<>();
    volatile Flash flash;

    /** A server this member shares with the bot: its name and whether they are a game master. */
    record Server(String id, String name, boolean gm) {}

    Session(
            String user,
            String userName,
            Map<String, Server> servers,
            String locale,
            Duration life,
            Instant now) {
        this.user = user;
        this.userName = userName;
        this.servers = Map.copyOf(servers);
        this.locale = locale;
        this.expires = now.plus(life);
    }

    static String token() {
        byte[] b = new byte[32];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    boolean member(String guild) {
        return guild != null && servers.containsKey(guild);
    }

    boolean gm(String guild) {
        Server s = servers.get(guild);
        return s != null && s.gm();
    }

    /** Remembers a button the core offered on these pages, and the channel of its answer. */
    void offer(String key, String channel) {
        synchronized (offered) {
            offered.put(key, channel);
            while (offered.size() > 200) offered.remove(offered.keySet().iterator().next());
        }
    }

    boolean wasOffered(String key) {
        synchronized (offered) {
            return key != null && offered.containsKey(key);
        }
    }

    String offeredChannel(String key) {
        synchronized (offered) {
            return offered.get(key);
        }
    }

    /** Every live session, by cookie value. */
    static final class Table {
        private final Map<String, Session> byId = new ConcurrentHashMap<>();

        Session add(Session s) {
            byId.put(s.id, s);
            return s;
        }

        Session find(String id, Instant now) {
            if (id == null) return null;
            Session s = byId.get(id);
            if (s != null && now.isAfter(s.expires)) {
                byId.remove(id);
                return null;
            }
            return s;
        }

        void remove(String id) {
            if (id != null) byId.remove(id);
        }
    }
}
