package continuity.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import continuity.BotRuntime;
import continuity.chat.Button;
import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.Limits;
import continuity.memory.ModelHook;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.model.Evaluation;
import continuity.model.ModelConfig;
import continuity.model.ModelUnderstanding;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.Lexicon;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.Subject;
import continuity.understand.learned.Corpus;
import continuity.understand.learned.Example;
import continuity.understand.learned.LearnedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code continuity eval [--model [--config PATH]] FILE}: plays a labelled JSONL file (message,
 * context notes, expected claims or silence) through the real core on a temporary database, once
 * with the grammar alone and, with {@code --model}, once more with the configured model behind it
 * ({@code model.*} of the configuration file, or {@code CONTINUITY_MODEL_*}), and prints the
 * figures side by side ({@link Evaluation}). Each message plays in a server of its own; a model's
 * confirmation button is pressed, as a trusting author would, so that what it would replace is
 * counted.
 */
public final class EvalCommand {
    static final String USAGE =
            "eval [--model [--config PATH]] FILE | eval --corpus train|dev|test [--corpus-dir DIR] [--models DIR] [--json] [--misses FILE]";

    /** What {@code --model} needs when no model is configured. */
    static final String NO_MODEL =
            "model.url and model.name in the configuration file (--config or CONTINUITY_CONFIG), or "
                    + ModelConfig.URL
                    + " and "
                    + ModelConfig.NAME
                    + " (see docs/model.md, Bring your own model)";

    private static final ObjectMapper JSON = new ObjectMapper();

    private EvalCommand() {}

    /** One labelled message. */
    record Item(
            String id,
            String lang,
            String message,
            boolean addressed,
            boolean inCharacter,
            List<String[]> context,
            List<Evaluation.Claim> expected) {}

    public static int run(List<String> args, Io io) {
        if (args.contains("--corpus")) return corpus(args, io);
        Args a = Args.parse("eval", args, Set.of("--config"), Set.of("--model"));
        String file = a.positional(1, "the labelled JSONL file").get(0);
        if (a.has("--config") && !a.has("--model"))
            throw new UsageError(
                    "eval: --config gives the model's settings (model.*); without --model the"
                            + " grammar alone is measured, with no configuration");
        List<Item> items;
        try {
            items = read(Path.of(file));
        } catch (IOException e) {
            io.err().println("eval: " + Io.cannotRead(file, e));
            return 1;
        } catch (RuntimeException e) {
            io.err().println("eval: cannot read " + file + ": " + e.getMessage());
            return 1;
        }
        ModelHook model = null;
        if (a.has("--model")) {
            // the configuration file (--config or CONTINUITY_CONFIG) and the environment
            Optional<ModelConfig> c = io.config(a).modelConfig();
            if (c.isEmpty()) {
                io.err().println("eval: --model needs " + NO_MODEL);
                return 2;
            }
            model = new ModelUnderstanding(c.get());
        }
        Map<String, Evaluation> systems = new LinkedHashMap<>();
        try {
            systems.put("grammar alone", evaluate(items, null));
            if (model != null)
                systems.put("grammar + model " + model.modelName(), evaluate(items, model));
        } catch (IOException e) {
            io.err().println("eval: cannot create a temporary database: " + e.getMessage());
            return 1;
        }
        io.out().println("Continuity eval: " + items.size() + " labelled messages from " + file);
        io.out()
                .println(
                        "precision/recall per field: each level counts the fields before it too; [95% Wilson interval] (k/n)");
        io.out().println();
        io.out().print(Evaluation.table(systems));
        return 0;
    }

    /**
     * {@code eval --corpus SPLIT}: the labelled corpus's split, read by the grammar alone and by
     * the grammar with the learned reader, per language ({@link CorpusEval}).
     */
    static int corpus(List<String> args, Io io) {
        Args a =
                Args.parse(
                        "eval",
                        args,
                        Set.of("--corpus", "--corpus-dir", "--misses", "--models"),
                        Set.of("--json"));
        a.positional(0, "no file with --corpus");
        Corpus.Split split;
        try {
            split = Corpus.Split.valueOf(a.get("--corpus").toUpperCase(java.util.Locale.ROOT));
        } catch (RuntimeException e) {
            throw new UsageError("eval: --corpus takes train, dev or test");
        }
        Path dir = Path.of(a.get("--corpus-dir") == null ? "corpus" : a.get("--corpus-dir"));
        List<Example> examples;
        try {
            examples = Corpus.at(dir).examples(split);
        } catch (RuntimeException e) {
            io.err().println("eval: cannot read the corpus in " + dir + ": " + e.getMessage());
            return 1;
        }
        Optional<LearnedReader> learned = LearnedReader.shipped();
        if (a.get("--models") != null) {
            try {
                learned = Optional.of(LearnedReader.from(Path.of(a.get("--models"))));
            } catch (IOException e) {
                io.err()
                        .println(
                                "eval: cannot read the models in "
                                        + a.get("--models")
                                        + ": "
                                        + e.getMessage());
                return 1;
            }
        }
        if (learned.isEmpty()) {
            io.err()
                    .println(
                            "eval: this build has no learned models (run the train command, then build)");
            return 1;
        }
        Map<String, Map<String, CorpusEval.Figures>> systems = new LinkedHashMap<>();
        try {
            systems.put("grammar", CorpusEval.measure(examples, null).byLang());
            CorpusEval.Measured both = CorpusEval.measure(examples, learned.get());
            systems.put("grammar+learned", both.byLang());
            systems.put("learned alone*", both.learnedAlone());
        } catch (IOException e) {
            io.err().println("eval: cannot create a temporary database: " + e.getMessage());
            return 1;
        }
        if (a.get("--misses") != null) {
            try {
                List<String> lines = new ArrayList<>();
                for (var s : systems.entrySet())
                    for (var l : s.getValue().entrySet())
                        for (String m : l.getValue().misses)
                            lines.add(s.getKey() + "\t" + l.getKey() + "\t" + m);
                Files.write(Path.of(a.get("--misses")), lines, StandardCharsets.UTF_8);
            } catch (IOException e) {
                io.err().println("eval: cannot write " + a.get("--misses") + ": " + e.getMessage());
                return 1;
            }
        }
        if (a.has("--json")) {
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("split", split.name().toLowerCase(java.util.Locale.ROOT));
            for (var l : systems.get("grammar+learned").entrySet())
                out.put(l.getKey(), l.getValue().json());
            Map<String, Object> grammar = new LinkedHashMap<>();
            for (var l : systems.get("grammar").entrySet())
                grammar.put(l.getKey(), l.getValue().json());
            out.put("grammar_alone", grammar);
            try {
                io.out().println(JSON.writerWithDefaultPrettyPrinter().writeValueAsString(out));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return 0;
        }
        io.out()
                .printf(
                        "Continuity eval: %d labelled utterances of the %s split (%s)%n%n",
                        examples.size(), split.name().toLowerCase(java.util.Locale.ROOT), dir);
        io.out()
                .printf(
                        "%-16s %-4s %6s %8s %8s %8s %9s %10s %9s%n",
                        "system",
                        "lang",
                        "utts",
                        "claimF1",
                        "prec",
                        "recall",
                        "wrongful",
                        "falsetrig",
                        "question");
        for (var s : systems.entrySet())
            for (var l : s.getValue().entrySet()) {
                CorpusEval.Figures f = l.getValue();
                if (f.utterances == 0) continue;
                io.out()
                        .printf(
                                "%-16s %-4s %6d %8.3f %8.3f %8.3f %9d %6d/%-4d %8.3f%n",
                                s.getKey(),
                                l.getKey(),
                                f.utterances,
                                f.f1(),
                                f.precision(),
                                f.recall(),
                                f.wrongful,
                                f.falseTriggers,
                                f.silent,
                                f.questionAccuracy());
            }
        io.out()
                .println(
                        "\n* the learned reader's claims alone, on every door, reading only (a diagnostic)");
        return 0;
    }

    static List<Item> read(Path file) throws IOException {
        List<Item> items = new ArrayList<>();
        int n = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            n++;
            if (line.isBlank()) continue;
            JsonNode j = JSON.readTree(line);
            if (!j.path("message").isTextual())
                throw new IllegalArgumentException("line " + n + ": no message");
            List<String[]> context = new ArrayList<>();
            for (JsonNode c : j.path("context"))
                context.add(new String[] {c.path("character").asText(), c.path("text").asText()});
            List<Evaluation.Claim> expected = new ArrayList<>();
            for (JsonNode c : j.path("expected")) {
                expected.add(
                        Evaluation.Claim.of(
                                c.path("character").asText(),
                                c.path("attribute").asText(),
                                c.path("value").asText(),
                                c.hasNonNull("old") ? c.get("old").asText() : null));
            }
            items.add(
                    new Item(
                            j.path("id").asText("line " + n),
                            j.path("lang").asText("en"),
                            j.get("message").asText(),
                            j.path("addressed").asBoolean(false),
                            j.path("in_character").asBoolean(false),
                            context,
                            expected));
        }
        return items;
    }

    /** Remembers the last proposal the model made, for the figures. */
    private static final class Watched implements ModelHook {
        private final ModelHook inner;
        Proposal last;

        Watched(ModelHook inner) {
            this.inner = inner;
        }

        @Override
        public String modelName() {
            return inner.modelName();
        }

        @Override
        public Proposal propose(Request request) {
            last = inner.propose(request);
            return last;
        }
    }

    static Evaluation evaluate(List<Item> items, ModelHook model) throws IOException {
        Path db = Files.createTempFile("continuity-eval-", ".sqlite");
        Evaluation ev = new Evaluation();
        Watched watched = model == null ? null : new Watched(model);
        try (BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            rt.core().withModel(watched);
            Instant at = Instant.parse("2026-01-01T00:00:00Z");
            int i = 0;
            for (Item it : items) {
                String guild = "eval" + (++i);
                List<String> names = new ArrayList<>();
                for (String[] c : it.context()) {
                    at = at.plus(Duration.ofMinutes(1));
                    rt.core()
                            .handle(
                                    new SlashIn(
                                            ctx(guild, "u1", false, at),
                                            "memory",
                                            "remember",
                                            Map.of("character", c[0], "text", c[1])));
                    if (!names.contains(c[0])) names.add(c[0]);
                }
                if (watched != null) {
                    at = at.plus(Duration.ofMinutes(1));
                    rt.core()
                            .handle(
                                    new SlashIn(
                                            ctx(guild, "gm", true, at),
                                            "settings",
                                            "model",
                                            Map.of("state", "on")));
                    watched.last = null;
                }
                List<Note> before = rt.core().dump(guild);
                Reading grammar =
                        Reader.read(it.message(), null, it.addressed(), false, known(names), false);
                at = at.plus(Duration.ofMinutes(1));
                List<Reply> replies =
                        rt.core()
                                .handle(
                                        new MessageIn(
                                                ctx(guild, "u1", false, at),
                                                "m" + i,
                                                it.message(),
                                                it.addressed(),
                                                false,
                                                null));
                boolean asked =
                        replies.stream()
                                .anyMatch(
                                        r ->
                                                r.kind() == ReplyKind.ASKED_SCOPE
                                                        || r.kind() == ReplyKind.ASKED_CHARACTER
                                                        || r.kind() == ReplyKind.ASKED_WHICH);
                for (Reply r : replies) {
                    for (Button b : r.buttons()) {
                        if (b.label().equals("Yes, save it")
                                || b.label().equals("Oui, enregistrer")) {
                            at = at.plus(Duration.ofMinutes(1));
                            rt.core()
                                    .handle(new ClickIn(ctx(guild, "u1", false, at), b.actionId()));
                        }
                    }
                }
                List<Note> after = rt.core().dump(guild);
                List<Evaluation.Claim> predicted = new ArrayList<>();
                List<FactClaim> claims = grammar.facts();
                if (claims.isEmpty() && watched != null && watched.last != null) {
                    claims = watched.last.claims().stream().map(ModelHook.Proposed::claim).toList();
                }
                for (FactClaim c : claims)
                    predicted.add(
                            Evaluation.Claim.of(
                                    who(c, names),
                                    c.detail().keyOrNull(),
                                    c.value(),
                                    c.oldValue()));
                Map<String, Status> now = new HashMap<>();
                for (Note m : after) now.put(m.id(), m.status());
                int replaced = 0, wrongful = 0;
                for (Note m : before) {
                    if (m.status() != Status.ACTIVE || now.get(m.id()) != Status.SUPERSEDED)
                        continue;
                    replaced++;
                    boolean expected =
                            it.expected().stream()
                                    .anyMatch(
                                            e ->
                                                    e.character().equals(Fold.key(m.character()))
                                                            && Lexicon.canonical(e.attribute())
                                                                    .equals(m.attributeWire()));
                    if (!expected) wrongful++;
                }
                boolean triggered = !replies.isEmpty() || !before.equals(after);
                ModelHook.Proposal p = watched == null ? null : watched.last;
                ev.add(
                        new Evaluation.Outcome(
                                it.id(),
                                it.lang(),
                                it.inCharacter(),
                                it.expected(),
                                predicted,
                                replaced,
                                wrongful,
                                asked,
                                triggered,
                                p == null ? null : p.latencyMs(),
                                p == null || p.tokens() == 0 ? null : p.tokens()));
            }
        } finally {
            TempDatabase.delete(db);
        }
        return ev;
    }

    private static String who(FactClaim c, List<String> names) {
        if (c.subject().type() == Subject.Type.NAMED) return c.subject().name();
        return names.size() == 1 ? names.get(0) : "?";
    }

    private static ChatContext ctx(String guild, String user, boolean gm, Instant at) {
        return new ChatContext(guild, "c1", null, user, user, gm, at);
    }

    private static KnownNames known(List<String> names) {
        return continuity.understand.learned.Grammar.names(names);
    }
}
