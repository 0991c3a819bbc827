package continuity.cli;

import continuity.memory.Action;
import continuity.memory.Note;
import continuity.memory.Question;
import continuity.memory.Repository;
import continuity.memory.Status;
import continuity.memory.Store;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The open questions and stored buttons of {@code migrate}, copied server by server once every note
 * and preference is in the copy, under the same ids (the import keeps note ids, so a question's
 * pending note and a button's notes keep their names).
 *
 * <p>An open question is copied only when what it asks about is in the copy: a scope question's
 * pending note (data key {@code memory}, still pending there) and its scene, a character question's
 * candidate characters. Otherwise it is skipped, and said. A question already stored in the copy
 * under its id is left as it is: the same question counts as already there (copying twice adds
 * nothing); one answered there since, or a different one, counts as skipped. Closed questions are
 * not copied: nothing can answer them.
 *
 * <p>A stored button (one whose action its id does not carry: answers, choices, forget-me, model
 * confirmations) is copied when what it names is there: its question still open in the copy, its
 * notes, its character. The others no longer work and are left behind (counted): a button of an
 * answered question answers nothing. A button already stored under its id is left as it is.
 */
final class QuestionCopy {
    /** What was done with one server's questions and buttons. */
    record Outcome(
            String guild,
            List<String> copiedQuestions,
            List<String> questionsThere,
            Map<String, String> skipped,
            List<String> copiedButtons,
            List<String> buttonsThere,
            int buttonsLeft) {}

    private final List<Outcome> outcomes = new ArrayList<>();

    /** Copies one server's open questions and buttons from {@code source} into {@code target}. */
    Outcome copy(Store source, Store target, String guild) {
        record Read(List<Question> open, List<Action> buttons) {}
        Read read =
                source.inTransaction(r -> new Read(r.openQuestionsIn(guild), r.actionsIn(guild)));
        Outcome o =
                target.inTransaction(
                        r -> {
                            List<String> copied = new ArrayList<>(), there = new ArrayList<>();
                            Map<String, String> skipped = new LinkedHashMap<>();
                            Set<String> openInCopy = new HashSet<>();
                            for (Question q : read.open()) {
                                Optional<Question> stored = r.question(q.id());
                                String why;
                                if (stored.isPresent()) {
                                    if (stored.get().equals(q)) {
                                        there.add(q.id());
                                        openInCopy.add(q.id());
                                        continue;
                                    }
                                    why =
                                            stored.get().closedAt() != null
                                                    ? "it was already answered in the copy (left as it is)"
                                                    : "another question has its id in the copy (left as it is)";
                                } else {
                                    why = missing(r, q);
                                }
                                if (why != null) {
                                    skipped.put(q.id(), why);
                                    continue;
                                }
                                r.saveQuestion(q);
                                copied.add(q.id());
                                openInCopy.add(q.id());
                            }
                            List<String> buttons = new ArrayList<>(),
                                    buttonsThere = new ArrayList<>();
                            int left = 0;
                            for (Action a : read.buttons()) {
                                if (r.action(a.id()).isPresent()) {
                                    buttonsThere.add(a.id());
                                } else if (works(r, a, openInCopy)) {
                                    r.saveAction(a);
                                    buttons.add(a.id());
                                } else {
                                    left++;
                                }
                            }
                            return new Outcome(
                                    guild,
                                    List.copyOf(copied),
                                    List.copyOf(there),
                                    java.util.Collections.unmodifiableMap(skipped),
                                    List.copyOf(buttons),
                                    List.copyOf(buttonsThere),
                                    left);
                        });
        outcomes.add(o);
        return o;
    }

    /**
     * Why the question cannot be answered in the copy (what it asks about is not there), or null.
     */
    static String missing(Repository r, Question q) {
        switch (q.type()) {
            case "scope" -> {
                String id = q.get("memory");
                if (id == null) return "it names no pending note";
                Optional<Note> m = r.memory(id);
                if (m.isEmpty() || !m.get().guild().equals(q.guild()))
                    return "its note " + id + " is not in the copy";
                if (m.get().status() != Status.PENDING)
                    return "its note " + id + " is " + m.get().status().wire() + ", not pending";
                String scene = q.get("scene_id");
                if (scene != null
                        && r.scene(scene).filter(s -> s.guild().equals(q.guild())).isEmpty())
                    return "its scene " + scene + " is not in the copy";
                return null;
            }
            case "character" -> {
                String candidates = q.get("candidates");
                if (candidates == null || candidates.isEmpty()) return "it names no character";
                for (String key : candidates.split("\n")) {
                    if (r.character(q.guild(), key).isEmpty())
                        return "its character " + key + " is not in the copy";
                }
                return null;
            }
            default -> {
                return "it is of a kind this version does not know (" + q.type() + ")";
            }
        }
    }

    /** Whether the button does something in the copy: what it names is there. */
    static boolean works(Repository r, Action a, Set<String> openQuestions) {
        String question = a.get("question");
        if (question != null && !openQuestions.contains(question)) return false;
        List<String> notes = new ArrayList<>();
        if (a.get("memory") != null) notes.add(a.get("memory"));
        if (a.get("pending") != null) notes.add(a.get("pending"));
        if (a.get("memories") != null) notes.addAll(List.of(a.get("memories").split(",")));
        for (String id : notes) if (r.memory(id).isEmpty()) return false;
        return !"pick_character".equals(a.type())
                || (a.get("character") != null
                        && r.character(a.guild(), a.get("character")).isPresent());
    }

    int questions() {
        return outcomes.stream().mapToInt(o -> o.copiedQuestions().size()).sum();
    }

    int questionsThere() {
        return outcomes.stream().mapToInt(o -> o.questionsThere().size()).sum();
    }

    int skipped() {
        return outcomes.stream().mapToInt(o -> o.skipped().size()).sum();
    }

    int buttons() {
        return outcomes.stream().mapToInt(o -> o.copiedButtons().size()).sum();
    }

    int buttonsThere() {
        return outcomes.stream().mapToInt(o -> o.buttonsThere().size()).sum();
    }

    int buttonsLeft() {
        return outcomes.stream().mapToInt(Outcome::buttonsLeft).sum();
    }

    /** One line per skipped question: its server, id, kind and why. */
    List<String> skippedLines() {
        List<String> out = new ArrayList<>();
        for (Outcome o : outcomes)
            o.skipped()
                    .forEach(
                            (id, why) ->
                                    out.add(
                                            "server "
                                                    + o.guild()
                                                    + ": open question "
                                                    + id
                                                    + " was not copied: "
                                                    + why));
        return out;
    }

    /**
     * Every server given: as many open questions in the copy as in the file less the skipped ones
     * (exactly as many when the copy was empty before), each of them the same question, pointing at
     * what it asks about; every button copied or already there is stored in the copy.
     */
    List<String> verify(Store source, Store target, Set<String> guilds, boolean targetWasEmpty) {
        Map<String, Outcome> byGuild = new HashMap<>();
        for (Outcome o : outcomes) byGuild.put(o.guild(), o);
        List<String> out = new ArrayList<>();
        for (String g : guilds) {
            Outcome o =
                    byGuild.getOrDefault(
                            g,
                            new Outcome(
                                    g, List.of(), List.of(), Map.of(), List.of(), List.of(), 0));
            List<Question> inFile = source.inTransaction(r -> r.openQuestionsIn(g));
            out.addAll(target.inTransaction(r -> verify(r, o, inFile, targetWasEmpty)));
        }
        return out;
    }

    private static List<String> verify(
            Repository r, Outcome o, List<Question> inFile, boolean targetWasEmpty) {
        List<String> out = new ArrayList<>();
        String g = o.guild();
        List<Question> inCopy = r.openQuestionsIn(g);
        Map<String, Question> copied = new HashMap<>();
        for (Question q : inCopy) copied.put(q.id(), q);
        int expected = inFile.size() - o.skipped().size();
        if (inCopy.size() < expected || (targetWasEmpty && inCopy.size() != expected))
            out.add(
                    "server "
                            + g
                            + ": "
                            + inFile.size()
                            + " open questions in the file ("
                            + o.skipped().size()
                            + " skipped), "
                            + inCopy.size()
                            + " in the copy");
        for (Question q : inFile) {
            if (o.skipped().containsKey(q.id())) continue;
            Question c = copied.get(q.id());
            String why = c == null || !c.equals(q) ? null : missing(r, c);
            if (c == null)
                out.add("server " + g + ": open question " + q.id() + " is missing from the copy");
            else if (!c.equals(q))
                out.add("server " + g + ": open question " + q.id() + " differs in the copy");
            else if (why != null)
                out.add(
                        "server "
                                + g
                                + ": open question "
                                + q.id()
                                + " cannot be answered in the copy: "
                                + why);
        }
        List<String> buttons = new ArrayList<>(o.copiedButtons());
        buttons.addAll(o.buttonsThere());
        for (String id : buttons) {
            if (r.action(id).isEmpty())
                out.add("server " + g + ": button " + id + " is missing from the copy");
        }
        return out;
    }
}
