package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.TestChat;
import continuity.chat.SlashCommand;
import continuity.config.Config;
import continuity.config.ConfigLoader;
import continuity.discord.fake.FakeOAuth;
import continuity.testing.Skip;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The dashboard in a real headless Chromium (Debian's {@code chromium} and {@code chromium-driver},
 * through Selenium), beside the production bot connected to the fake Discord on loopback; members
 * log in with the fake's OAuth2. Started as {@code run} starts it ({@code DashboardDoor}, from
 * {@code dashboard.*} settings). Screenshots go to {@code docs/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class DashboardBrowserTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    /**
     * Selenium warns through java.util.logging that it has no DevTools classes for this Chromium.
     */
    static final java.util.logging.Logger SELENIUM_LOG =
            java.util.logging.Logger.getLogger("org.openqa.selenium");

    BotHarness h;
    AutoCloseable dashboard;
    WebDriver browser;
    String base;
    String g1, g2, c1, c2;

    @BeforeAll
    void start(@TempDir Path dir) throws Exception {
        Skip.unless(
                Files.isExecutable(CHROMIUM) && Files.isExecutable(DRIVER),
                "no chromium and chromium-driver installed (apt-get install chromium chromium-driver)");
        h = new BotHarness(dir, "dashboard").start();
        g1 = h.id("g1");
        c1 = h.id("c1");
        c2 = h.id("c2");
        h.fake.guild("g2", "Other Server").textChannel("c9", "elsewhere").member("zed", "Zed", 0);
        g2 = h.id("g2");
        String alice = h.id("alice"), bob = h.id("bob");
        // the canon, written through the core as Discord events are
        TestChat chat = new TestChat(h.core);
        chat.guild = g1;
        chat.as(alice, "Alice", false).in(c1);
        chat.slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira has blue eyes");
        chat.say("(( Mira's eyes are green, not blue ))");
        chat.slash(SlashCommand.MEMORY_REMEMBER, "character", "Mira", "text", "Mira is 22");
        chat.slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira's motto is <script>window.__pwned=1</script> @everyone javascript:alert(1)");
        chat.say("@continuity I'd prefer Mira's lines to be short");
        chat.in(c2);
        chat.slash(SlashCommand.STORY_SET, "name", "Pirate AU");
        chat.slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has short hair",
                "scope",
                "story");
        chat.slash(SlashCommand.SCENE_START, "name", "Winter ball");
        chat.slash(
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira wears a red dress",
                "scope",
                "scene");
        chat.as(bob, "Bob", false).in(c1);
        chat.slash(
                SlashCommand.MEMORY_REMEMBER, "character", "Corvin", "text", "Corvin is a smith");
        chat.guild = g2;
        chat.as(h.id("zed"), "Zed", false).in(h.id("c9"));
        chat.slash(SlashCommand.MEMORY_REMEMBER, "character", "Ghost", "text", "Ghost is pale");

        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        base = "http://127.0.0.1:" + port;
        h.fake.oauth()
                .client("app-1", "s3cret", base + "/callback")
                .member(
                        new FakeOAuth.Member(
                                alice,
                                "Alice",
                                "en-US",
                                List.of(new FakeOAuth.Guild(g1, "Guild One", false, 0))))
                .member(
                        new FakeOAuth.Member(
                                h.id("rolegm"),
                                "Rolegm",
                                "en-US",
                                List.of(new FakeOAuth.Guild(g1, "Guild One", false, 0))))
                .member(
                        new FakeOAuth.Member(
                                bob,
                                "Bob",
                                "en-US",
                                List.of(new FakeOAuth.Guild(g1, "Guild One", false, 0))));
        Config config =
                ConfigLoader.load(
                        null,
                        Map.of(
                                "CONTINUITY_DASHBOARD_URL",
                                base,
                                "CONTINUITY_DASHBOARD_PORT",
                                String.valueOf(port),
                                "CONTINUITY_DASHBOARD_CLIENT_ID",
                                "app-1",
                                "CONTINUITY_DASHBOARD_CLIENT_SECRET",
                                "s3cret"));
        DashboardDoor.CONFIG.set(config);
        try {
            dashboard =
                    DashboardDoor.start(
                            h.store,
                            h.core,
                            h.bot,
                            h.settings(),
                            new PrintStream(new ByteArrayOutputStream()));
        } finally {
            DashboardDoor.CONFIG.remove();
        }
        SELENIUM_LOG.setLevel(java.util.logging.Level.SEVERE);
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--window-size=1400,900",
                "--lang=en-US");
        options.setExperimentalOption("prefs", Map.of("intl.accept_languages", "en-US,en"));
        ChromeDriverService service =
                new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).build();
        browser = new ChromeDriver(service, options);
        browser.manage().timeouts().implicitlyWait(Duration.ofMillis(0));
    }

    @AfterAll
    void stop() throws Exception {
        if (browser != null) browser.quit();
        if (dashboard != null) dashboard.close();
        if (h != null) h.close();
    }

    /** Logs in with Discord as {@code user} (the fake approves for whoever is signed in there). */
    void logInAs(String userKey) {
        browser.manage().deleteAllCookies();
        h.fake.oauth().signIn(h.id(userKey));
        browser.get(base + "/");
        assertTrue(browser.getCurrentUrl().endsWith("/login"), browser.getCurrentUrl());
        browser.findElement(By.id("login")).click();
        waitFor(() -> browser.getCurrentUrl().equals(base + "/"));
    }

    void waitFor(java.util.function.BooleanSupplier condition) {
        // a page that is being replaced leaves the element just read stale: read it again
        new WebDriverWait(browser, Duration.ofSeconds(10))
                .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
                .until(d -> condition.getAsBoolean());
    }

    String text() {
        return browser.findElement(By.tagName("body")).getText();
    }

    WebElement note(String text) {
        for (WebElement n : browser.findElements(By.cssSelector("article.note")))
            if (n.findElement(By.className("text")).getText().contains(text)) return n;
        throw new AssertionError("no note '" + text + "' on " + browser.getCurrentUrl());
    }

    /**
     * Saves a screenshot in {@code target/screenshots}, or in the folder {@code
     * -Ddashboard.screenshots=docs} names (how the README's pictures are made), so that a test run
     * never changes the tracked files by itself.
     */
    void screenshot(String name) throws IOException {
        byte[] png =
                ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES);
        Path dir = Path.of(System.getProperty("dashboard.screenshots", "target/screenshots"));
        Files.createDirectories(dir);
        Files.write(dir.resolve(name), png);
    }

    @Test
    @Order(1)
    void logInOpenACharacterReadTheColumnsAndATimeline() throws IOException {
        logInAs("alice");
        assertTrue(text().contains("Signed in as Alice"), text());
        browser.findElement(By.linkText("Guild One")).click();
        browser.findElement(By.linkText("Mira")).click();
        List<String> columns =
                browser.findElements(By.cssSelector(".column h2")).stream()
                        .map(WebElement::getText)
                        .toList();
        assertEquals(
                List.of(
                        "Profile (every story)",
                        "Story “Pirate AU”",
                        "Scene “Winter ball”",
                        "Your preferences (only you see them)"),
                columns);
        assertTrue(note("Mira has short hair").isDisplayed());
        assertTrue(note("Mira wears a red dress").isDisplayed());
        screenshot("dashboard-character.png");
        note("green eyes").findElement(By.linkText("eyes")).click();
        List<WebElement> entries = browser.findElements(By.cssSelector("#timeline li"));
        assertEquals(2, entries.size());
        assertTrue(entries.get(0).getText().contains("Mira has blue eyes"));
        assertTrue(entries.get(0).getText().contains("retcon"), entries.get(0).getText());
        assertTrue(entries.get(0).getText().contains("replaced by: Mira has green eyes"));
        assertTrue(entries.get(1).getText().contains("current"));
        screenshot("dashboard-timeline.png");
    }

    @Test
    @Order(2)
    void editANoteAndSeeTheConfirmationInTheChannel() {
        logInAs("alice");
        browser.get(base + "/s/" + g1 + "/c/mira");
        note("Mira has short hair").findElement(By.className("change")).click();
        WebElement field = browser.findElement(By.name("text"));
        field.clear();
        field.sendKeys("Mira has a shaved head");
        browser.findElement(By.cssSelector("form.edit button")).click();
        waitFor(() -> !browser.findElements(By.id("flash")).isEmpty());
        String flash = browser.findElement(By.id("flash")).getText();
        assertTrue(flash.contains("Mira has a shaved head"), flash);
        assertTrue(flash.contains("Also posted in channel " + c2), flash);
        assertTrue(note("Mira has a shaved head").isDisplayed());
        // the same confirmation, posted by the bot in the channel the note came from
        h.fake.awaitBotMessage("c2", BotHarness.saying("shaved head"));
    }

    @Test
    @Order(3)
    void aChangeInTheChannelShowsOnThePageWithoutReload() {
        logInAs("alice");
        browser.get(base + "/s/" + g1 + "/c/mira");
        JavascriptExecutor js = (JavascriptExecutor) browser;
        js.executeScript("window.__sameDocument = 'yes';");
        // give the page's event stream a moment to connect
        waitFor(() -> h.fake.oauth() != null);
        sleep(500);
        h.fake.userMessage("g1", "c1", "alice", "(( Mira's eyes are violet, not green ))");
        h.botSays("c1", "violet");
        waitFor(() -> text().contains("Mira has violet eyes"));
        assertEquals("yes", js.executeScript("return window.__sameDocument;"), "no reload");
    }

    @Test
    @Order(4)
    void aNonOwnerIsRefusedAndAnotherMembersPreferenceIsInvisible() throws IOException {
        logInAs("bob");
        browser.get(base + "/s/" + g1 + "/c/mira");
        assertFalse(text().contains("lines to be short"), "Alice's preference");
        assertTrue(
                browser.findElements(By.cssSelector(".column h2")).stream()
                        .noneMatch(e -> e.getText().startsWith("Your preferences")));
        note("Mira is 22").findElement(By.className("change")).click();
        browser.findElement(By.xpath("//form[contains(@action,'/forget')]//button")).click();
        waitFor(() -> !browser.findElements(By.id("flash")).isEmpty());
        WebElement flash = browser.findElement(By.id("flash"));
        assertTrue(flash.getAttribute("class").contains("refused"), flash.getText());
        assertTrue(note("Mira is 22").isDisplayed(), "still there");
        screenshot("dashboard-refused.png");
    }

    @Test
    @Order(5)
    void anotherServersUrlIsRefused() {
        logInAs("alice");
        browser.get(base + "/s/" + g2);
        assertTrue(text().contains("There is no such server among yours."), text());
        browser.get(base + "/s/" + g2 + "/c/ghost");
        assertFalse(text().contains("Ghost is pale"));
        browser.get(base + "/s/" + g2 + "/search?q=pale");
        assertFalse(text().contains("Ghost is pale"));
    }

    @Test
    @Order(6)
    void aStoredScriptIsShownAsText() {
        logInAs("alice");
        browser.get(base + "/s/" + g1 + "/c/mira");
        String shown = note("motto").findElement(By.className("text")).getText();
        assertTrue(
                shown.contains("<script>window.__pwned=1</script> @everyone javascript:alert(1)"),
                shown);
        assertNull(((JavascriptExecutor) browser).executeScript("return window.__pwned;"));
        assertTrue(browser.findElements(By.cssSelector("a[href^='javascript']")).isEmpty());
    }

    @Test
    @Order(7)
    void aFormPostedWithoutItsCsrfTokenIsRefused() {
        logInAs("alice");
        browser.get(base + "/s/" + g1 + "/c/mira");
        note("Mira is 22").findElement(By.className("change")).click();
        WebElement form = browser.findElement(By.xpath("//form[contains(@action,'/forget')]"));
        ((JavascriptExecutor) browser)
                .executeScript("arguments[0].querySelector('input[name=csrf]').remove();", form);
        form.findElement(By.tagName("button")).click();
        waitFor(() -> text().contains("This form is out of date"));
        browser.get(base + "/s/" + g1 + "/c/mira");
        assertTrue(note("Mira is 22").isDisplayed(), "nothing was forgotten");
    }

    @Test
    @Order(8)
    void aGameMasterByTheConfiguredRoleMayForgetAnyonesNote() {
        // Discord's login says nothing of roles: the bot is asked (GET /guilds/{id}/members/{id})
        logInAs("rolegm");
        browser.get(base + "/s/" + g1 + "/c/mira");
        note("Mira is 22").findElement(By.className("change")).click();
        browser.findElement(By.xpath("//form[contains(@action,'/forget')]//button")).click();
        waitFor(() -> !browser.findElements(By.id("flash")).isEmpty());
        WebElement flash = browser.findElement(By.id("flash"));
        assertTrue(flash.getAttribute("class").contains("done"), flash.getText());
        assertTrue(
                browser.findElements(By.cssSelector("article.note")).stream()
                        .noneMatch(n -> n.getText().contains("Mira is 22")),
                "forgotten");
        h.fake.awaitBotMessage("c1", BotHarness.saying("Mira is 22"));
    }

    static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
