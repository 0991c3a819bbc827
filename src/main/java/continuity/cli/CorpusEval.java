package continuity.cli;

import continuity.BotRuntime;
import continuity.chat.ChatContext;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.memory.Character;
import continuity.memory.Limits;
import continuity.memory.Note;
import continuity.memory.Scope;
import continuity.memory.Status;
import continuity.model.Evaluation;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.Lexicon;
import continuity.understand.QuestionClaim;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.Subject;
import continuity.understand.learned.Door;
import continuity.understand.learned.Example;
import continuity.understand.learned.LearnedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Measures a reader on labelled corpus examples ({@code corpus/GUIDELINES.md}): each message is
 * read as the bot reads it and played through the real core on a temporary SQLite database, in a
 * server of its own that holds the example's characters and known notes. Per language: whole claims
 * (character, detail, value and old value all right: precision, recall, F1), notes retired that the
 * labels do not call for (wrongful replacements), replies or changes on messages that must stay
 * silent (false triggers), and questions whose character and detail were read.
 */
final class CorpusEval {
    /** The figures of one language. */
    static final class Figures {
        int utterances, expectedClaims, predictedClaims, rightClaims;
        int silent, falseTriggers, replacements, wrongful;
        int questions, rightQuestions;
        final List<String> misses = new ArrayList<>();

        double precision() {
            return predictedClaims == 0 ? 0 : (double) rightClaims / predictedClaims;
        }

        double recall() {
            return expectedClaims == 0 ? 0 : (double) rightClaims / expectedClaims;
        }

        double f1() {
            double p = precision(), r = recall();
            return p + r == 0 ? 0 : 2 * p * r / (p + r);
        }

        double falseTriggerRate() {
            return silent == 0 ? 0 : (double) falseTriggers / silent;
        }

        double questionAccuracy() {
            return questions == 0 ? 0 : (double) rightQuestions / questions;
        }

        Map<String, Object> json() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("utterances", utterances);
            m.put("claim_f1", round(f1()));
            m.put("claim_precision", round(precision()));
            m.put("claim_recall", round(recall()));
            m.put("claims_expected", expectedClaims);
            m.put("claims_predicted", predictedClaims);
            m.put("claims_right", rightClaims);
            m.put("wrongful_replacements", wrongful);
            m.put("replacements", replacements);
            m.put("false_trigger_rate", round(falseTriggerRate()));
            m.put("false_triggers", falseTriggers);
            m.put("silent_utterances", silent);
            m.put("false_trigger_wilson95", wilson(falseTriggers, silent));
            m.put("claim_recall_wilson95", wilson(rightClaims, expectedClaims));
            m.put("question_accuracy", round(questionAccuracy()));
            m.put("questions", questions);
            return m;
        }

        private static double round(double d) {
            return Math.round(d * 1000) / 1000.0;
        }

        private static List<Double> wilson(int k, int n) {
            double[] w = Evaluation.wilson(k, n);
            return List.of(round(w[0]), round(w[1]));
        }
    }

    private CorpusEval() {}

    /**
     * The figures of one reader, per language, and (with a learned reader) those of the learned
     * reader alone, on the reading only, no core: a diagnostic of the models (empty otherwise).
     */
    record Measured(Map<String, Figures> byLang, Map<String, Figures> learnedAlone) {}

    /** Measures one reader ({@code null}: the grammar alone) on the examples, per language. */
    static Measured measure(List<Example> examples, LearnedReader learned) throws IOException {
        Map<String, Figures> byLang = new LinkedHashMap<>();
        byLang.put("en", new Figures());
        byLang.put("fr", new Figures());
        Map<String, Figures> alone = new LinkedHashMap<>();
        Path db = Files.createTempFile("continuity-corpus-eval-", ".sqlite");
        try (BotRuntime rt = BotRuntime.open(db, Limits.DEFAULTS)) {
            rt.core().withLearned(learned);
            Instant at = Instant.parse("2026-01-01T00:00:00Z");
            int i = 0;
            for (Example ex : examples) {
                Figures f = byLang.computeIfAbsent(ex.lang(), k -> new Figures());
                String guild = "corpus" + (++i);
                at = at.plus(Duration.ofMinutes(5));
                seed(rt, guild, ex, at);
                boolean direct = ex.door() == Door.DM;
                boolean mentions =
                        direct
                                || ex.door() == Door.ADDRESSED
                                || Fold.key(ex.message()).contains("@continuity");
                String proxy = ex.door() == Door.PROXY ? ex.speaker() : null;
                KnownNames names = names(ex.characters());
                Reading r =
                        Reader.read(
                                ex.message(),
                                proxy,
                                mentions,
                                false,
                                names,
                                ex.openQuestion() != null,
                                List.of(),
                                null,
                                learned);
                List<Note> before = rt.core().dump(guild);
                ChatContext ctx =
                        new ChatContext(
                                direct ? null : guild,
                                "c1",
                                null,
                                SPEAKER,
                                SPEAKER,
                                false,
                                at.plusSeconds(60));
                List<Reply> replies =
                        rt.core()
                                .handle(
                                        new MessageIn(
                                                ctx,
                                                "m" + i,
                                                ex.message(),
                                                mentions,
                                                false,
                                                proxy));
                List<Note> after = rt.core().dump(guild);
                f.utterances++;
                score(f, ex, r, before, after, replies);
                if (learned != null) {
                    // the learned reader alone, on the reading only: a diagnostic of the models
                    Figures g = alone.computeIfAbsent(ex.lang(), k -> new Figures());
                    g.utterances++;
                    var p =
                            learned.propose(
                                    ex.message(),
                                    ex.door(),
                                    ex.characters(),
                                    proxy,
                                    continuity.understand.learned.Grammar.of(ex));
                    var facts =
                            continuity.understand.Readings.learnedClaims(
                                    p, ex.message(), names, proxy, null);
                    Reading lr =
                            new Reading(
                                    false,
                                    false,
                                    facts,
                                    null,
                                    List.of(),
                                    null,
                                    null,
                                    continuity.chat.Lang.EN,
                                    List.of(),
                                    false);
                    score(g, ex, lr, before, before, List.of());
                }
            }
        } finally {
            TempDatabase.delete(db);
        }
        return new Measured(byLang, alone);
    }

    /**
     * Who writes every message: the owner of the example's characters and the author of their
     * notes, so that a correction replaces what it names (played by another member it would only be
     * proposed to the owner, and no replacement, right or wrongful, would ever be counted).
     */
    static final String SPEAKER = "u1";

    private static void seed(BotRuntime rt, String guild, Example ex, Instant at) {
        rt.store()
                .inTransaction(
                        repo -> {
                            for (String c : ex.characters())
                                repo.saveCharacter(
                                        new Character(
                                                guild,
                                                continuity.memory.Names.key(c),
                                                c,
                                                SPEAKER,
                                                at));
                            int n = 0;
                            // one current note a slot: the eval has no story or scene running, so
                            // notes of several scopes of one detail are seeded once, the profile's
                            // first
                            java.util.Set<String> seeded = new java.util.HashSet<>();
                            List<Example.Known> known = new ArrayList<>(ex.known());
                            known.sort(
                                    java.util.Comparator.comparing(
                                            k -> !"profile".equals(k.scope())));
                            for (Example.Known k : known) {
                                String key = Lexicon.canonical(k.detail());
                                if (!seeded.add(
                                        continuity.memory.Names.key(k.character()) + "|" + key))
                                    continue;
                                repo.insert(
                                        Note.newFact(
                                                guild,
                                                k.character(),
                                                continuity.memory.Names.key(k.character()),
                                                Detail.of(key),
                                                k.value(),
                                                k.character()
                                                        + "'s "
                                                        + k.detail()
                                                        + ": "
                                                        + k.value(),
                                                new Note.Where(Scope.PROFILE, null, null),
                                                Status.ACTIVE,
                                                new Note.Source(SPEAKER, "c1", "k" + (n++), at),
                                                Note.langOf(ex.lang())));
                            }
                            return null;
                        });
    }

    private static void score(
            Figures f,
            Example ex,
            Reading r,
            List<Note> before,
            List<Note> after,
            List<Reply> replies) {
        List<String> expected = new ArrayList<>();
        for (Example.Fact e : ex.facts())
            expected.add(claimKey(e.character(), e.detail(), e.value(), e.old()));
        List<String> predicted = new ArrayList<>();
        List<Note> fresh = fresh(before, after);
        for (FactClaim c : r.facts()) {
            // what the reader left for the core to find (the character of "her", the detail of a
            // correction that names only its old value) is what the core wrote
            Note written =
                    c.subject().type() == Subject.Type.NAMED && c.detail().named()
                            ? null
                            : written(c, fresh);
            predicted.add(
                    claimKey(
                            written != null ? written.character() : who(c, ex),
                            written != null ? written.attributeWire() : c.detail().keyOrNull(),
                            c.value(),
                            c.oldValue()));
        }
        f.expectedClaims += expected.size();
        f.predictedClaims += predicted.size();
        List<String> left = new ArrayList<>(expected);
        for (String p : predicted) if (left.remove(p)) f.rightClaims++;
        if (!left.isEmpty() || predicted.size() > expected.size() - left.size())
            f.misses.add(
                    ex.id()
                            + "\texpected "
                            + expected
                            + "\tread "
                            + predicted
                            + "\t"
                            + ex.message());
        // questions
        for (Example.Question q : ex.questions()) {
            f.questions++;
            int right = f.rightQuestions;
            for (QuestionClaim qc : r.questions()) {
                String d =
                        qc.detail().named()
                                ? qc.detail().key()
                                : qc.topic() == null ? null : LearnedReader.detail(qc.topic());
                String who = qc.subject() == null ? null : qc.subject().name();
                if (who == null && ex.characters().size() == 1) who = ex.characters().get(0);
                if (same(who, q.character())
                        && (sameDetail(d, q.detail()) || origin(d, q.detail()))) {
                    f.rightQuestions++;
                    break;
                }
            }
            if (right == f.rightQuestions)
                f.misses.add(
                        ex.id()
                                + "\tQUESTION expected "
                                + q.character()
                                + "|"
                                + q.detail()
                                + "\tread "
                                + r.questions().stream()
                                        .map(
                                                x ->
                                                        (x.subject() == null
                                                                        ? "?"
                                                                        : x.subject().name())
                                                                + "|"
                                                                + x.detail().keyOrNull()
                                                                + "|"
                                                                + x.topic())
                                        .toList()
                                + "\t"
                                + ex.message());
        }
        // replacements, through the real core
        Map<String, Status> now = new HashMap<>();
        for (Note m : after) now.put(m.id(), m.status());
        for (Note m : before) {
            if (m.status() != Status.ACTIVE || now.get(m.id()) != Status.SUPERSEDED) continue;
            f.replacements++;
            boolean called =
                    ex.facts().stream()
                            .anyMatch(
                                    e ->
                                            same(e.character(), m.character())
                                                    && (sameDetail(m.attributeWire(), e.detail())
                                                            || (e.old() != null
                                                                    && norm(e.old())
                                                                            .equals(
                                                                                    norm(
                                                                                            m
                                                                                                    .value())))));
            // a note the message asks to forget, as labelled, is not replaced wrongly
            Example.Request asked = ex.request();
            if (asked != null
                    && asked.kind().equals("forget")
                    && asked.character() != null
                    && same(asked.character(), m.character())
                    && (asked.detail() == null || sameDetail(m.attributeWire(), asked.detail())))
                called = true;
            if (!called) {
                f.wrongful++;
                f.misses.add(
                        ex.id()
                                + "\tWRONGFUL replaced "
                                + m.attributeWire()
                                + "="
                                + m.value()
                                + "\t"
                                + ex.message());
            }
        }
        if (ex.silent()) {
            f.silent++;
            boolean triggered = !replies.isEmpty() || !before.equals(after);
            if (triggered) {
                f.falseTriggers++;
                f.misses.add(
                        ex.id()
                                + "\tFALSE TRIGGER "
                                + (replies.isEmpty() ? "" : replies.get(0).kind())
                                + "\t"
                                + ex.message());
            }
        }
    }

    /** The notes the core wrote for a message: current now, not there before it. */
    private static List<Note> fresh(List<Note> before, List<Note> after) {
        java.util.Set<String> old = new java.util.HashSet<>();
        for (Note n : before) old.add(n.id());
        List<Note> out = new ArrayList<>();
        for (Note n : after) if (!old.contains(n.id()) && n.status() == Status.ACTIVE) out.add(n);
        return out;
    }

    /** The one note the core wrote for a claim (holding its value), or null. */
    private static Note written(FactClaim c, List<Note> fresh) {
        Note found = null;
        for (Note n : fresh)
            if (Fold.key(n.value()).equals(Fold.key(c.value()))) {
                if (found != null) return null;
                found = n;
            }
        return found;
    }

    private static String who(FactClaim c, Example ex) {
        Subject s = c.subject();
        if (s.type() == Subject.Type.NAMED) return s.name();
        if (s.type() == Subject.Type.SPEAKER && ex.speaker() != null) return ex.speaker();
        return ex.characters().size() == 1 ? ex.characters().get(0) : "?";
    }

    static String claimKey(String character, String detail, String value, String old) {
        return Fold.key(character == null ? "?" : character)
                + "|"
                + detailKey(detail)
                + "|"
                + norm(value)
                + "|"
                + (old == null ? "-" : norm(old));
    }

    private static String detailKey(String d) {
        if (d == null) return "?";
        String k = LearnedReader.detail(d);
        return k == null ? "?" : Fold.key(k);
    }

    private static boolean sameDetail(String a, String b) {
        return a != null && b != null && detailKey(a).equals(detailKey(b));
    }

    /**
     * "Where does X come from?" asks a detail of origin: a hometown and a birthplace both answer it
     * (issue 23), so either is the question's detail.
     */
    private static boolean origin(String a, String b) {
        java.util.Set<String> o = java.util.Set.of("hometown", "birthplace");
        return a != null && b != null && o.contains(detailKey(a)) && o.contains(detailKey(b));
    }

    private static boolean same(String a, String b) {
        return a != null && b != null && Fold.key(a).equals(Fold.key(b));
    }

    static String norm(String v) {
        if (v == null) return "";
        String k = Fold.key(v).replaceAll("[.!?,;:\"]+$", "").strip();
        return k.replaceFirst(
                        "^(?:(?:a|an|the|le|la|les|un|une|des|du|de|her|his|their|sa|son|ses|leur)\\s+|l'|d')",
                        "")
                .strip();
    }

    static KnownNames names(List<String> list) {
        return continuity.understand.learned.Grammar.names(list);
    }
}
