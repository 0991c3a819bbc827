package continuity.discord.fake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.message.MessageDeleteEvent;
import net.dv8tion.jda.api.events.message.MessageReceivedEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.GatewayIntent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The fake Discord against the real JDA 6.3.0 client. */
class FakeDiscordTest {
    private static final long MANAGE_SERVER = Permission.MANAGE_SERVER.getRawValue();

    /** A tiny bot: records every event, answers a few commands the way the real bot will. */
    static final class TestBot extends ListenerAdapter {
        final LinkedBlockingQueue<GenericEvent> events = new LinkedBlockingQueue<>();

        @Override
        public void onGenericEvent(GenericEvent event) {
            events.add(event);
        }

        @Override
        public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
            switch (event.getName()) {
                case "roll" ->
                        event.deferReply()
                                .queue(
                                        hook ->
                                                hook.editOriginal(
                                                                "You rolled "
                                                                        + event.getOption("dice")
                                                                                .getAsString())
                                                        .queue());
                case "menu" ->
                        event.reply("Pick one")
                                .addComponents(
                                        ActionRow.of(
                                                Button.primary("menu:next", "Next"),
                                                Button.danger("menu:stop", "Stop")))
                                .queue();
                case "scene" ->
                        event.reply(
                                        "Scene "
                                                + event.getOption("title").getAsString()
                                                + " started by "
                                                + (event.getMember()
                                                                .hasPermission(
                                                                        Permission.MANAGE_SERVER)
                                                        ? "the GM"
                                                        : "a player"))
                                .setEphemeral(true)
                                .queue();
                case "form" ->
                        event.replyModal(
                                        Modal.create("scene:form", "New scene")
                                                .addComponents(
                                                        Label.of(
                                                                "Title",
                                                                TextInput.create(
                                                                                "title",
                                                                                TextInputStyle
                                                                                        .SHORT)
                                                                        .build()),
                                                        Label.of(
                                                                "Notes",
                                                                TextInput.create(
                                                                                "notes",
                                                                                TextInputStyle
                                                                                        .PARAGRAPH)
                                                                        .setRequired(false)
                                                                        .build()))
                                                .build())
                                .queue();
                case "followup" ->
                        event.deferReply(true)
                                .queue(
                                        hook ->
                                                hook.sendMessage("one")
                                                        .queue(
                                                                first ->
                                                                        hook.sendMessage("two")
                                                                                .queue()));
                case "embed" ->
                        event.replyEmbeds(
                                        new EmbedBuilder()
                                                .setTitle("Scene: Harbor")
                                                .setDescription("Fog rolls in.")
                                                .addField("Cast", "Aria, Bren", true)
                                                .setFooter("turn 3")
                                                .build())
                                .queue();
                default -> {
                    // "slow": left unanswered on purpose
                }
            }
        }

        @Override
        public void onButtonInteraction(ButtonInteractionEvent event) {
            if (event.getComponentId().equals("menu:next")) {
                event.editMessage("Next page").setComponents().queue();
            }
        }

        @Override
        public void onModalInteraction(ModalInteractionEvent event) {
            event.reply("Saved " + event.getValue("title").getAsString()).queue();
        }

        <T extends GenericEvent> T next(Class<T> type) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            while (System.nanoTime() < deadline) {
                GenericEvent e = events.poll(100, TimeUnit.MILLISECONDS);
                if (type.isInstance(e)) {
                    return type.cast(e);
                }
            }
            return fail("no " + type.getSimpleName() + " within 5 s");
        }
    }

    private final HttpClient http = HttpClient.newHttpClient();
    private FakeDiscord fake;
    private TestBot bot;
    private JDA jda;

    /** The violations these tests provoke on purpose are asserted, not printed. */
    private continuity.testing.CapturedLog log;

    @BeforeEach
    void startFake() {
        log = continuity.testing.CapturedLog.of("continuity.discord.fake", "net.dv8tion");
        fake = new FakeDiscord().selfTest();
        fake.guild("g1", "Guild One")
                .textChannel("c1", "rp")
                .textChannel("c2", "ooc")
                .thread("t1", "side scene", "c1")
                .member("alice", "Alice", 0)
                .member("gm", "Game Master", MANAGE_SERVER);
        bot = new TestBot();
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (jda != null) {
            // gracefully first: shutdownNow interrupts a request in flight, and JDA logs that at
            // ERROR from its
            // own thread, sometimes after the capture below is closed (seen once, printed, in a
            // parallel run)
            jda.shutdown();
            if (!jda.awaitShutdown(5, TimeUnit.SECONDS)) {
                jda.shutdownNow();
                var unused =
                        jda.awaitShutdown(
                                5,
                                TimeUnit.SECONDS); // a JDA still stopping after 5 s is left to exit
                // on its own
            }
        }
        fake.close();
        log.close();
    }

    private JDA connect(GatewayIntent... intents) throws InterruptedException {
        jda =
                fake.configure(JDABuilder.createLight("any-token", List.of(intents)))
                        .addEventListeners(bot)
                        .build();
        jda.awaitReady();
        return jda;
    }

    private JDA connect() throws InterruptedException {
        return connect(GatewayIntent.GUILD_MESSAGES, GatewayIntent.MESSAGE_CONTENT);
    }

    private List<Command> registerCommands() {
        return jda.updateCommands()
                .addCommands(
                        Commands.slash("roll", "Roll dice")
                                .addOption(OptionType.STRING, "dice", "Dice to roll", true),
                        Commands.slash("menu", "Show a menu"),
                        Commands.slash("scene", "Scenes")
                                .addSubcommands(
                                        new SubcommandData("start", "Start a scene")
                                                .addOption(
                                                        OptionType.STRING,
                                                        "title",
                                                        "Scene title",
                                                        true,
                                                        true)
                                                .addOption(
                                                        OptionType.INTEGER,
                                                        "length",
                                                        "Planned posts",
                                                        false)),
                        Commands.slash("form", "Open the scene form")
                                .setDefaultPermissions(
                                        DefaultMemberPermissions.enabledFor(
                                                Permission.MANAGE_SERVER)),
                        Commands.slash("slow", "Never answers"),
                        Commands.slash("followup", "Deferred, then two follow-ups"),
                        Commands.slash("embed", "Answers with an embed"))
                .complete();
    }

    /** A request straight to the fake, as a bot bypassing JDA's own checks would send it. */
    private HttpResponse<String> raw(String method, String path, String json) throws Exception {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(fake.restBaseUrl() + path))
                        .header("Content-Type", "application/json")
                        .header("Authorization", "Bot any-token");
        b.method(
                method,
                json == null
                        ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json));
        return http.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void jdaReachesReadyAndSeesTheGuild() throws Exception {
        connect();
        Guild g = jda.getGuildById(fake.id("g1"));
        assertNotNull(g, "JDA should have guild g1");
        assertEquals("Guild One", g.getName());
        assertEquals(
                List.of("rp", "ooc"), g.getTextChannels().stream().map(c -> c.getName()).toList());
        assertEquals("side scene", jda.getThreadChannelById(fake.id("t1")).getName());
        assertEquals(
                fake.id("c1"), jda.getThreadChannelById(fake.id("t1")).getParentChannel().getId());
        assertEquals(fake.botUserId(), jda.getSelfUser().getId());
        assertEquals(fake.applicationId(), jda.getSelfUser().getApplicationId());
        long intents = fake.identifyPayload().path("intents").asLong();
        assertTrue(
                (intents & GatewayIntent.MESSAGE_CONTENT.getRawValue()) != 0,
                "MESSAGE_CONTENT requested");
        assertEquals(List.of(), fake.violations());
    }

    @Test
    void userAndWebhookMessagesReachTheListener() throws Exception {
        connect();
        FakeMessage sent = fake.userMessage("g1", "c1", "alice", "The door creaks open.");
        MessageReceivedEvent user = bot.next(MessageReceivedEvent.class);
        assertEquals("The door creaks open.", user.getMessage().getContentRaw());
        assertEquals(sent.id(), user.getMessageId());
        assertEquals(fake.id("alice"), user.getAuthor().getId());
        assertEquals(fake.id("c1"), user.getChannel().getId());
        assertNotNull(user.getMember());
        assertFalse(user.isWebhookMessage());

        fake.webhookMessage("g1", "c1", "hook1", "Aria Vale", "I draw my sword.");
        MessageReceivedEvent proxied = bot.next(MessageReceivedEvent.class);
        assertTrue(proxied.isWebhookMessage());
        assertEquals("Aria Vale", proxied.getAuthor().getName());
        assertEquals("I draw my sword.", proxied.getMessage().getContentRaw());
        assertNull(proxied.getMember());

        fake.userMessage("g1", "t1", "gm", "Meanwhile, in the tavern...");
        MessageReceivedEvent inThread = bot.next(MessageReceivedEvent.class);
        assertEquals(fake.id("t1"), inThread.getChannel().getId());
        assertTrue(inThread.getChannelType().isThread());

        fake.messageDelete("g1", "c1", sent.id());
        assertEquals(sent.id(), bot.next(MessageDeleteEvent.class).getMessageId());
        assertTrue(fake.message(sent.id()).orElseThrow().deleted());
        assertEquals(List.of(), fake.violations());
    }

    @Test
    void mentionsAndRepliesToTheBot() throws Exception {
        connect();
        fake.userMessageMentioningBot("g1", "c1", "alice", "are you there?");
        Message mention = bot.next(MessageReceivedEvent.class).getMessage();
        assertTrue(mention.getMentions().isMentioned(jda.getSelfUser()));

        Message mine = jda.getTextChannelById(fake.id("c1")).sendMessage("I am here.").complete();
        assertEquals("I am here.", fake.awaitBotMessage("c1", m -> true).content());
        fake.userReply("g1", "c1", "alice", "good", mine.getId());
        Message reply = bot.next(MessageReceivedEvent.class).getMessage();
        assertNotNull(reply.getReferencedMessage());
        assertEquals(mine.getId(), reply.getReferencedMessage().getId());
        assertEquals(List.of(), fake.violations());
    }

    @Test
    void messagesNeedTheMessageContentIntentUnlessTheyMentionTheBot() throws Exception {
        connect(GatewayIntent.GUILD_MESSAGES);
        fake.userMessage("g1", "c1", "alice", "secret words");
        assertEquals("", bot.next(MessageReceivedEvent.class).getMessage().getContentRaw());
        fake.userMessageMentioningBot("g1", "c1", "alice", "hello bot");
        assertTrue(
                bot.next(MessageReceivedEvent.class)
                        .getMessage()
                        .getContentRaw()
                        .endsWith("hello bot"));
    }

    @Test
    void bulkCommandRegistrationIsRecordedAndValidated() throws Exception {
        connect();
        List<Command> echoed = registerCommands();
        assertEquals(7, echoed.size());
        assertTrue(echoed.stream().allMatch(c -> c.getIdLong() > 0), "every command gets an id");
        assertEquals(
                List.of("roll", "menu", "scene", "form", "slow", "followup", "embed"),
                fake.registeredCommands().stream().map(c -> c.path("name").asText()).toList());
        JsonNode scene = fake.awaitCommand("scene");
        assertEquals(1, scene.path("options").get(0).path("type").asInt(), "start is a subcommand");
        List<RecordedRequest> puts =
                fake.requests("PUT", "/applications/" + fake.applicationId() + "/commands");
        assertEquals(1, puts.size());
        assertEquals(200, puts.get(0).status());
        if (fake.specAvailable()) {
            assertTrue(fake.validatedBodies() >= 1, "the PUT body was validated");
        }
        assertEquals(1, fake.commandRegistrations());
        assertEquals(List.of(), fake.violations());

        // a bad definition is refused like Discord would
        HttpResponse<String> bad =
                raw(
                        "PUT",
                        "applications/" + fake.applicationId() + "/commands",
                        "[{\"name\":\"Roll Dice\",\"description\":\"\",\"type\":1}]");
        assertEquals(400, bad.statusCode());
        assertFalse(fake.violations("limit.command").isEmpty());
        assertEquals(7, fake.registeredCommands().size(), "a refused registration changes nothing");
        assertEquals(
                String.valueOf(Permission.MANAGE_SERVER.getRawValue()),
                fake.awaitCommand("form").path("default_member_permissions").asText());
    }

    @Test
    void slashCommandsRepliesAndButtonsGoThroughAndValidate() throws Exception {
        connect();
        registerCommands();
        int validatedBefore = fake.validatedBodies();

        FakeInteraction roll =
                fake.slashCommand("g1", "c1", "alice", "roll", Map.of("dice", "2d6"));
        SlashCommandInteractionEvent rollEvent = bot.next(SlashCommandInteractionEvent.class);
        assertEquals("roll", rollEvent.getName());
        assertEquals("2d6", rollEvent.getOption("dice").getAsString());
        assertEquals(5, roll.awaitCallbackType(), "deferReply is a type 5 acknowledgement");
        FakeMessage rolled = roll.awaitOriginal(m -> !m.isLoading());
        assertEquals("You rolled 2d6", rolled.content());

        FakeInteraction menu = fake.slashCommand("g1", "c1", "alice", "menu");
        JsonNode callback = menu.awaitCallback();
        assertEquals(4, callback.path("type").asInt());
        assertEquals("Pick one", callback.path("data").path("content").asText());
        FakeMessage withButtons = menu.awaitOriginal(m -> true);
        assertEquals(List.of("menu:next", "menu:stop"), withButtons.customIds());

        FakeInteraction click =
                fake.buttonClick("g1", "c1", "alice", withButtons.id(), "menu:next");
        assertEquals("menu:next", bot.next(ButtonInteractionEvent.class).getComponentId());
        assertEquals(7, click.awaitCallbackType());
        FakeMessage edited =
                fake.awaitBotMessage("c1", m -> m.id().equals(withButtons.id()) && m.edits() > 0);
        assertEquals("Next page", edited.content());
        assertEquals(List.of(), edited.customIds());

        FakeInteraction player =
                fake.slashCommand("g1", "c2", "alice", "scene start", Map.of("title", "Harbor"));
        FakeInteraction gm =
                fake.slashCommand(
                        "g1", "c2", "gm", "scene start", Map.of("title", "Keep", "length", 12));
        assertEquals("Scene Harbor started by a player", player.awaitOriginal(m -> true).content());
        FakeMessage gmReply = gm.awaitOriginal(m -> true);
        assertEquals("Scene Keep started by the GM", gmReply.content());
        assertTrue(gmReply.isEphemeral());

        if (fake.specAvailable()) {
            assertTrue(
                    fake.validatedBodies() >= validatedBefore + 4,
                    "callbacks and the edit were validated: " + fake.validatedBodies());
        }
        assertEquals(List.of(), fake.violations());
    }

    @Test
    void followUpsAndEmbedsGoThrough() throws Exception {
        connect();
        registerCommands();
        FakeInteraction deferred = fake.slashCommand("g1", "c1", "alice", "followup");
        SlashCommandInteractionEvent event = bot.next(SlashCommandInteractionEvent.class);
        FakeMessage first = deferred.awaitOriginal(m -> !m.isLoading());
        assertEquals("one", first.content(), "the first follow-up replaces the thinking message");
        assertTrue(first.isEphemeral());
        FakeMessage second = deferred.awaitFollowup(m -> true);
        assertEquals("two", second.content());
        assertEquals(1, deferred.followups().size());
        assertEquals("one", event.getHook().retrieveOriginal().complete().getContentRaw());
        event.getHook().deleteOriginal().complete();
        assertTrue(fake.message(first.id()).orElseThrow().deleted());

        FakeInteraction embed = fake.slashCommand("g1", "c1", "alice", "embed");
        FakeMessage shown = embed.awaitOriginal(m -> true);
        assertEquals(List.of("Scene: Harbor"), shown.embedTitles());
        assertTrue(shown.visibleText().contains("Cast: Aria, Bren"));
        assertEquals(List.of(), fake.violations());

        String fields =
                IntStream.range(0, 26)
                        .mapToObj(i -> "{\"name\":\"f" + i + "\",\"value\":\"v\"}")
                        .reduce((a, b) -> a + "," + b)
                        .orElseThrow();
        HttpResponse<String> tooManyFields =
                raw(
                        "POST",
                        "channels/" + fake.id("c1") + "/messages",
                        "{\"embeds\":[{\"title\":\"t\",\"fields\":[" + fields + "]}]}");
        assertEquals(400, tooManyFields.statusCode());
        assertTrue(fake.violations("limit.embed").get(0).detail().contains("26 fields"));
    }

    @Test
    void channelMessagesCanBeReadEditedReactedToAndDeleted() throws Exception {
        connect();
        var channel = jda.getTextChannelById(fake.id("c1"));
        Message posted = channel.sendMessage("draft").complete();
        channel.editMessageById(posted.getId(), "final").complete();
        assertEquals(
                "final", channel.retrieveMessageById(posted.getId()).complete().getContentRaw());
        channel.addReactionById(
                        posted.getId(),
                        net.dv8tion.jda.api.entities.emoji.Emoji.fromUnicode("\u2705"))
                .complete();
        FakeMessage stored = fake.message(posted.getId()).orElseThrow();
        assertEquals("final", stored.content());
        assertEquals(1, stored.edits());
        assertEquals(
                "\u2705",
                stored.json().path("reactions").get(0).path("emoji").path("name").asText());
        channel.deleteMessageById(posted.getId()).complete();
        assertTrue(fake.message(posted.getId()).orElseThrow().deleted());
        assertEquals(List.of(), fake.botMessages("c1"));

        FakeMessage alices = fake.userMessage("g1", "c1", "alice", "mine");
        bot.next(MessageReceivedEvent.class);
        ErrorResponseException refused =
                assertThrows(
                        ErrorResponseException.class,
                        () -> channel.deleteMessageById(alices.id()).complete());
        assertEquals(ErrorResponse.MISSING_PERMISSIONS, refused.getErrorResponse());
        assertEquals(1, fake.violations("permission.missing").size());
    }

    @Test
    void unregisteredCommandsCannotBeInvoked() throws Exception {
        connect();
        registerCommands();
        assertThrows(
                AssertionError.class, () -> fake.slashCommand("g1", "c1", "alice", "teleport"));
        assertEquals(1, fake.violations("command.unregistered").size());
        assertThrows(
                AssertionError.class,
                () -> fake.slashCommand("g1", "c1", "alice", "roll", Map.of("sides", "6")));
    }

    @Test
    void autocompleteWithTooManyChoicesIsAViolation() throws Exception {
        connect();
        registerCommands();
        FakeInteraction ac =
                fake.autocomplete("g1", "c1", "alice", "scene start", Map.of(), "title", "Ha");
        CommandAutoCompleteInteractionEvent event =
                bot.next(CommandAutoCompleteInteractionEvent.class);
        assertEquals("title", event.getFocusedOption().getName());
        assertEquals("Ha", event.getFocusedOption().getValue());
        assertEquals("start", event.getSubcommandName());

        // JDA itself refuses 26 choices, so send them as a bot bypassing JDA would
        String choices =
                IntStream.range(0, 26)
                        .mapToObj(i -> "{\"name\":\"Harbor " + i + "\",\"value\":\"h" + i + "\"}")
                        .reduce((a, b) -> a + "," + b)
                        .orElseThrow();
        HttpResponse<String> tooMany =
                raw(
                        "POST",
                        "interactions/" + event.getId() + "/" + event.getToken() + "/callback",
                        "{\"type\":8,\"data\":{\"choices\":[" + choices + "]}}");
        assertEquals(400, tooMany.statusCode());
        assertTrue(
                fake.violations("limit.autocomplete").stream()
                        .anyMatch(v -> v.detail().contains("26 choices")),
                fake.violations().toString());
        assertTrue(ac.callback().isEmpty(), "a refused answer does not acknowledge");

        event.replyChoiceStrings("Harbor", "Hall", "Hill").queue();
        assertEquals(List.of("Harbor", "Hall", "Hill"), ac.awaitChoiceNames());
    }

    @Test
    void interactionsMustBeAcknowledgedWithinThreeSecondsAndOnlyOnce() throws Exception {
        connect();
        registerCommands();
        FakeInteraction slow = fake.slashCommand("g1", "c1", "alice", "slow");
        SlashCommandInteractionEvent event = bot.next(SlashCommandInteractionEvent.class);
        Violation late = fake.awaitViolation("interaction.unacknowledged", Duration.ofSeconds(4));
        assertTrue(late.detail().contains(slow.id()));

        CompletableFuture<Throwable> failure = new CompletableFuture<>();
        event.reply("sorry, late").queue(ok -> failure.complete(null), failure::complete);
        Throwable t = failure.get(5, TimeUnit.SECONDS);
        assertTrue(t instanceof ErrorResponseException, "late reply must fail, got " + t);
        assertEquals(
                ErrorResponse.UNKNOWN_INTERACTION, ((ErrorResponseException) t).getErrorResponse());
        assertEquals(1, fake.violations("interaction.late-ack").size());
        assertEquals(1, slow.refusedCallbacks().size());

        FakeInteraction roll =
                fake.slashCommand("g1", "c1", "alice", "roll", Map.of("dice", "1d20"));
        SlashCommandInteractionEvent rollEvent = bot.next(SlashCommandInteractionEvent.class);
        roll.awaitOriginal(m -> !m.isLoading());
        HttpResponse<String> second =
                raw(
                        "POST",
                        "interactions/"
                                + rollEvent.getId()
                                + "/"
                                + rollEvent.getToken()
                                + "/callback",
                        "{\"type\":4,\"data\":{\"content\":\"again\"}}");
        assertEquals(400, second.statusCode());
        assertEquals(40060, new ObjectMapper().readTree(second.body()).path("code").asInt());
        assertEquals(1, fake.violations("interaction.double-ack").size());
    }

    @Test
    void contentOverTwoThousandCharactersIsRejected() throws Exception {
        connect();
        String channel = fake.id("c1");
        Message ok = jda.getTextChannelById(channel).sendMessage("x".repeat(2000)).complete();
        assertEquals(2000, fake.message(ok.getId()).orElseThrow().content().length());
        assertEquals(List.of(), fake.violations());

        HttpResponse<String> tooLong =
                raw(
                        "POST",
                        "channels/" + channel + "/messages",
                        "{\"content\":\"" + "y".repeat(2001) + "\"}");
        assertEquals(400, tooLong.statusCode());
        assertEquals(50035, new ObjectMapper().readTree(tooLong.body()).path("code").asInt());
        assertEquals(1, fake.violations("limit.content").size());
        assertTrue(fake.violations("limit.content").get(0).detail().contains("2001"));
        assertEquals(1, fake.botMessages("c1").size(), "the refused message was not posted");
    }

    @Test
    void bodiesAreValidatedAgainstTheSpecAndUnknownRoutesAreLoud() throws Exception {
        connect();
        HttpResponse<String> unknown = raw("GET", "guilds/" + fake.id("g1") + "/audit-logs", null);
        assertEquals(404, unknown.statusCode());
        assertEquals(1, fake.violations("route.unknown").size());
        HttpResponse<String> gatewayBot = raw("GET", "gateway/bot", null);
        assertEquals(
                fake.gatewayUrl(),
                new ObjectMapper().readTree(gatewayBot.body()).path("url").asText());

        if (fake.specAvailable()) {
            HttpResponse<String> wrongType =
                    raw(
                            "POST",
                            "channels/" + fake.id("c1") + "/messages",
                            "{\"content\":\"hi\",\"tts\":\"yes\"}");
            assertEquals(400, wrongType.statusCode());
            assertFalse(fake.violations("spec").isEmpty(), fake.violations().toString());
        }
    }

    @Test
    void modalSubmitValuesReachTheListener() throws Exception {
        connect();
        registerCommands();
        FakeInteraction form = fake.slashCommand("g1", "c1", "gm", "form");
        assertEquals(9, form.awaitCallbackType());
        JsonNode modal = form.modal();
        assertEquals("scene:form", modal.path("custom_id").asText());
        assertEquals(
                18,
                modal.path("components").get(0).path("type").asInt(),
                "JDA 6 wraps inputs in labels");

        FakeInteraction submit = fake.modalSubmit(form, Map.of("title", "The Drowned Keep"));
        ModalInteractionEvent event = bot.next(ModalInteractionEvent.class);
        assertEquals("scene:form", event.getModalId());
        assertEquals("The Drowned Keep", event.getValue("title").getAsString());
        assertEquals("", event.getValue("notes").getAsString());
        assertEquals("Saved The Drowned Keep", submit.awaitOriginal(m -> true).content());
        assertEquals(List.of(), fake.violations());
    }

    @Test
    void filesGoBothWaysThroughTheFakesCdn() throws Exception {
        connect();
        jda.updateCommands()
                .addCommands(
                        Commands.slash("upload", "Attach a file")
                                .addOption(OptionType.ATTACHMENT, "file", "The file", true))
                .complete();
        fake.slashCommand(
                "g1",
                "c1",
                "alice",
                "upload",
                Map.of("file", FakeFile.json("notes.json", "{\"a\": 1}")));
        SlashCommandInteractionEvent event = bot.next(SlashCommandInteractionEvent.class);
        event.reply("got it").queue();
        Message.Attachment attached = event.getOption("file").getAsAttachment();
        assertEquals("notes.json", attached.getFileName());
        assertEquals(8, attached.getSize());
        assertTrue(
                attached.getContentType().startsWith("application/json"),
                attached.getContentType());
        try (java.io.InputStream in = attached.getProxy().download().get(5, TimeUnit.SECONDS)) {
            assertEquals(
                    "{\"a\": 1}",
                    new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8));
        }
        assertEquals(
                1, fake.requests("GET", "/attachments/" + attached.getId() + "/notes.json").size());

        Message sent =
                jda.getTextChannelById(fake.id("c1"))
                        .sendFiles(
                                net.dv8tion.jda.api.utils.FileUpload.fromData(
                                        "caf\u00e9"
                                                .getBytes(java.nio.charset.StandardCharsets.UTF_8),
                                        "menu.txt"))
                        .complete();
        FakeMessage stored = fake.message(sent.getId()).orElseThrow();
        assertEquals(5, stored.attachments().get(0).path("size").asInt());
        assertEquals("caf\u00e9", fake.attachedFile(stored, "menu.txt").text());
        RecordedRequest post = fake.requests("POST", "/channels/").get(0);
        assertEquals(
                "menu.txt",
                post.files().get("files[0]").filename(),
                "the multipart file part is captured");

        byte[] big = new byte[DiscordLimits.UPLOAD + 1];
        ErrorResponseException refused =
                assertThrows(
                        ErrorResponseException.class,
                        () ->
                                jda.getTextChannelById(fake.id("c1"))
                                        .sendFiles(
                                                net.dv8tion.jda.api.utils.FileUpload.fromData(
                                                        big, "big.bin"))
                                        .complete());
        assertEquals(
                ErrorResponse.REQUEST_ENTITY_TOO_LARGE,
                refused.getErrorResponse(),
                refused.toString());
        assertEquals(1, fake.violations("limit.upload").size());
        assertTrue(
                fake.botMessages("c1").stream()
                        .noneMatch(m -> m.attachments().toString().contains("big.bin")),
                "the refused upload was not posted");
    }

    @Test
    void requestsAreWrittenToTheJsonlTranscript() throws Exception {
        connect();
        String marker = "transcript-marker-" + System.nanoTime();
        jda.getTextChannelById(fake.id("c1")).sendMessage(marker).complete();
        jda.shutdownNow();
        var unused =
                jda.awaitShutdown(
                        5, TimeUnit.SECONDS); // stopped or not, the messages are already recorded
        jda = null;
        fake.close();

        List<String> lines = Files.readAllLines(Transcript.SELF_TEST_FILE);
        if (Files.exists(Transcript.FILE)) {
            assertTrue(
                    Files.readAllLines(Transcript.FILE).stream().noneMatch(l -> l.contains(marker)),
                    "the bot's transcript holds none of the self-tests' requests");
        }
        ObjectMapper mapper = new ObjectMapper();
        JsonNode line =
                lines.stream()
                        .map(
                                l -> {
                                    try {
                                        return mapper.readTree(l);
                                    } catch (Exception e) {
                                        throw new AssertionError("not a JSON line: " + l, e);
                                    }
                                })
                        .filter(n -> n.path("body").path("content").asText().equals(marker))
                        .findFirst()
                        .orElseThrow();
        assertEquals("POST", line.path("method").asText());
        assertEquals("/channels/" + fake.id("c1") + "/messages", line.path("path").asText());
        assertEquals(200, line.path("status").asInt());
        assertTrue(
                lines.stream().anyMatch(l -> l.contains("\"path\":\"/users/@me\""))
                        || !fake.requests().isEmpty());
    }
}
