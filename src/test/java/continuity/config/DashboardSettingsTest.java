package continuity.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dashboard.*}: off by default; on with a URL, a client id and a secret kept out of the
 * file.
 */
class DashboardSettingsTest {
    @TempDir Path dir;

    @Test
    void offByDefault() {
        Config c = ConfigLoader.load(null, Map.of());
        assertFalse(c.dashboard().on());
        assertNull(c.dashboardSecret());
        assertEquals(8080, c.dashboard().port());
        assertEquals("127.0.0.1", c.dashboard().listen());
    }

    @Test
    void onWithTheSecretFromAFileOrTheEnvironmentNeverShown() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret"), "s3cr3t-value\n");
        Path yaml =
                Files.writeString(
                        dir.resolve("c.yaml"),
                        "dashboard:\n  url: https://canon.example.org/\n  client_id: '123'\n"
                                + "  client_secret_file: "
                                + secret
                                + "\n  port: 9090\n");
        Config c = ConfigLoader.load(yaml, Map.of());
        assertTrue(c.dashboard().on());
        assertEquals("https://canon.example.org/callback", c.dashboard().redirectUrl());
        assertEquals("s3cr3t-value", c.dashboardSecret());
        assertEquals(9090, c.dashboard().port());
        assertFalse(c.toString().contains("s3cr3t"), c.toString());
        Config env =
                ConfigLoader.load(yaml, Map.of("CONTINUITY_DASHBOARD_CLIENT_SECRET", "from-env"));
        assertEquals("from-env", env.dashboardSecret());
    }

    @Test
    void theSecretInTheFileIsRefusedAndAUrlNeedsAClient() throws Exception {
        Path inFile =
                Files.writeString(
                        dir.resolve("bad.yaml"),
                        "dashboard:\n  url: https://canon.example.org\n  client_id: '1'\n"
                                + "  client_secret: nope\n");
        ConfigException e =
                assertThrows(ConfigException.class, () -> ConfigLoader.load(inFile, Map.of()));
        assertTrue(e.getMessage().contains("CONTINUITY_DASHBOARD_CLIENT_SECRET"), e.getMessage());
        assertFalse(e.getMessage().contains("nope"), e.getMessage());
        ConfigException none =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null,
                                        Map.of("CONTINUITY_DASHBOARD_URL", "https://x.example")));
        assertTrue(none.getMessage().contains("dashboard.client_id"), none.getMessage());
        ConfigException noSecret =
                assertThrows(
                        ConfigException.class,
                        () ->
                                ConfigLoader.load(
                                        null,
                                        Map.of(
                                                "CONTINUITY_DASHBOARD_URL", "https://x.example",
                                                "CONTINUITY_DASHBOARD_CLIENT_ID", "1")));
        assertTrue(noSecret.getMessage().contains("client secret"), noSecret.getMessage());
    }
}
