package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.net.httpserver.HttpServer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * PluralKit's message lookup, against a stand-in of its API on loopback (the tests make no outside
 * calls).
 */
class PluralKitApiTest {

    @Test
    void theSenderOfAProxiedMessageComesFromTheMessageApi() throws Exception {
        HttpServer server =
                HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext(
                "/v2/messages/",
                exchange -> {
                    boolean known = exchange.getRequestURI().getPath().endsWith("/111");
                    byte[] body =
                            (known
                                            ? "{\"id\":\"111\",\"sender\":\"222\",\"member\":{\"name\":\"Mira\"}}"
                                            : "{\"message\":\"Message not found.\",\"code\":20006}")
                                    .getBytes(StandardCharsets.UTF_8);
                    exchange.sendResponseHeaders(known ? 200 : 404, body.length);
                    exchange.getResponseBody().write(body);
                    exchange.close();
                });
        server.start();
        try {
            PluralKitApi api =
                    new PluralKitApi(
                            "http://127.0.0.1:" + server.getAddress().getPort() + "/v2/messages/");
            assertEquals(Optional.of("222"), api.senderOf("111").get(5, TimeUnit.SECONDS));
            assertEquals(
                    Optional.empty(),
                    api.senderOf("333").get(5, TimeUnit.SECONDS),
                    "not a PluralKit message");
            assertEquals(
                    Optional.empty(),
                    api.senderOf("../x").get(5, TimeUnit.SECONDS),
                    "only snowflakes are asked");
        } finally {
            server.stop(0);
        }
        PluralKitApi down = new PluralKitApi("http://127.0.0.1:9/v2/messages/");
        try (continuity.testing.CapturedLog log =
                continuity.testing.CapturedLog.of("continuity.discord.PluralKitApi")) {
            assertEquals(
                    Optional.empty(),
                    down.senderOf("111").get(10, TimeUnit.SECONDS),
                    "an unreachable API is no answer");
            org.junit.jupiter.api.Assertions.assertTrue(
                    log.messages(ch.qos.logback.classic.Level.WARN).stream()
                            .anyMatch(m -> m.contains("PluralKit lookup of message 111 failed")),
                    "the failure is logged: " + log.events());
        }
    }
}
