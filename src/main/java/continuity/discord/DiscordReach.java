package continuity.discord;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Optional;

/**
 * Whether Discord's API can be reached from here, asked before anything else starts: an unreachable
 * Discord is said in one line with what to check, instead of the HTTP client's exception.
 */
final class DiscordReach {
    static final int TIMEOUT_MS = 10_000;
    static final String DISCORD = "discord.com";

    private DiscordReach() {}

    /** The problem, in one sentence; empty when a connection to the API's host and port opens. */
    static Optional<String> problem(String restBaseUrl) {
        String host = DISCORD;
        int port = 443;
        if (restBaseUrl != null) {
            URI u = URI.create(restBaseUrl);
            host = u.getHost();
            port = u.getPort() >= 0 ? u.getPort() : "http".equals(u.getScheme()) ? 80 : 443;
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(host, port), TIMEOUT_MS);
            return Optional.empty();
        } catch (UnknownHostException e) {
            return Optional.of(
                    unreachable(host, port, "the name " + host + " does not resolve")
                            + " Check this machine's internet connection and DNS settings.");
        } catch (SocketTimeoutException e) {
            return Optional.of(
                    unreachable(host, port, "no answer within " + TIMEOUT_MS / 1000 + " seconds")
                            + " Check this machine's internet connection, firewall and proxy.");
        } catch (ConnectException e) {
            return Optional.of(
                    unreachable(host, port, "the connection was refused")
                            + " Check this machine's internet connection, firewall and proxy.");
        } catch (IOException | RuntimeException e) {
            return Optional.of(
                    unreachable(host, port, e.getClass().getSimpleName() + ": " + e.getMessage())
                            + " Check this machine's internet connection, firewall and proxy.");
        }
    }

    private static String unreachable(String host, int port, String why) {
        return "Cannot reach Discord at "
                + host
                + ":"
                + port
                + " ("
                + why
                + "); nothing was started.";
    }
}
