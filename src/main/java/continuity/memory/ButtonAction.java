package continuity.memory;

import continuity.memory.answers.Retries;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a button does, typed: one record per kind of button, with one encoder ({@link #type()},
 * {@link #data()}: the form an {@link Action} stores or an inline id carries) and one decoder
 * ({@link #decode}). {@link Clicks} handles every kind through {@link Handler}, which the compiler
 * holds to every kind.
 */
public sealed interface ButtonAction {
    /** The stored type name. */
    String type();

    /** The stored data (string keys and values, as the store and inline ids keep them). */
    Map<String, String> data();

    <R> R handle(Handler<R> h);

    /** One method per kind of button. */
    interface Handler<R> {
        R undo(Undo a);

        R rescope(Rescope a);

        R accept(Accept a);

        R reject(Reject a);

        R answerScope(AnswerScope a);

        R pickCharacter(PickCharacter a);

        R pickNote(PickNote a);

        R replaceNote(ReplaceNote a);

        R undoAll(UndoAll a);

        R forgetMe(ForgetMe a);

        R cancel(Cancel a);

        R modelConfirm(ModelConfirm a);

        R modelDecline(ModelDecline a);

        R retry(Retry a);

        R canon(Canon a);
    }

    /** Undo the note's change. */
    record Undo(String memory) implements ButtonAction {
        @Override
        public String type() {
            return "undo";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("memory", memory);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.undo(this);
        }
    }

    /** Move a just-confirmed note to another scope. */
    record Rescope(String memory, Scope scope) implements ButtonAction {
        @Override
        public String type() {
            return "rescope";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("memory", memory, "scope", scope.wire());
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.rescope(this);
        }
    }

    /** The owner accepts a proposal. */
    record Accept(String memory) implements ButtonAction {
        @Override
        public String type() {
            return "accept";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("memory", memory);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.accept(this);
        }
    }

    /** The owner rejects a proposal. */
    record Reject(String memory) implements ButtonAction {
        @Override
        public String type() {
            return "reject";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("memory", memory);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.reject(this);
        }
    }

    /** The answer to a scope question. */
    record AnswerScope(String question, Scope scope) implements ButtonAction {
        @Override
        public String type() {
            return "answer_scope";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("question", question, "scope", scope.wire());
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.answerScope(this);
        }
    }

    /** The answer to "which character?". */
    record PickCharacter(String question, String character) implements ButtonAction {
        @Override
        public String type() {
            return "pick_character";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("question", question, "character", character);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.pickCharacter(this);
        }
    }

    /** A note picked for a command ({@code op}; {@code text}: an edit's new text, or null). */
    record PickNote(String op, String memory, String text) implements ButtonAction {
        @Override
        public String type() {
            return "pick_note";
        }

        @Override
        public Map<String, String> data() {
            return text == null
                    ? Map.of("op", op, "memory", memory)
                    : Map.of("op", op, "memory", memory, "text", text);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.pickNote(this);
        }
    }

    /** The note a pending change replaces, picked by its author. */
    record ReplaceNote(String pending, String memory, Scope scope) implements ButtonAction {
        @Override
        public String type() {
            return "replace_note";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("pending", pending, "memory", memory, "scope", scope.wire());
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.replaceNote(this);
        }
    }

    /** Undo every change a message made. */
    record UndoAll(List<String> memories) implements ButtonAction {
        public UndoAll {
            memories = List.copyOf(memories);
        }

        @Override
        public String type() {
            return "undo_all";
        }

        @Override
        public Map<String, String> data() {
            return Map.of("memories", String.join(",", memories));
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.undoAll(this);
        }
    }

    /** Erase everything of the member (confirmed). */
    record ForgetMe() implements ButtonAction {
        @Override
        public String type() {
            return "forget_me";
        }

        @Override
        public Map<String, String> data() {
            return Map.of();
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.forgetMe(this);
        }
    }

    /** Keep everything (the forget-me confirmation declined). */
    record Cancel() implements ButtonAction {
        @Override
        public String type() {
            return "cancel";
        }

        @Override
        public Map<String, String> data() {
            return Map.of();
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.cancel(this);
        }
    }

    /** Save what the language model read ({@code claim}: its parts, as stored). */
    record ModelConfirm(Map<String, String> claim) implements ButtonAction {
        public ModelConfirm {
            claim = Map.copyOf(claim);
        }

        @Override
        public String type() {
            return "model_confirm";
        }

        @Override
        public Map<String, String> data() {
            return claim;
        }

        public String get(String key) {
            return claim.get(key);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.modelConfirm(this);
        }
    }

    /** Do not save what the language model read. */
    record ModelDecline() implements ButtonAction {
        @Override
        public String type() {
            return "model_decline";
        }

        @Override
        public Map<String, String> data() {
            return Map.of();
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.modelDecline(this);
        }
    }

    /** Handle again an event that met another change at the same moment. */
    record Retry(String question) implements ButtonAction {
        @Override
        public String type() {
            return Retries.TYPE;
        }

        @Override
        public Map<String, String> data() {
            return Map.of("question", question);
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.retry(this);
        }
    }

    /**
     * A contradiction the canon check told ({@code kind}: canon_keep, canon_changed or canon_wrong;
     * {@code data}: the contradiction's id and the reply's language).
     */
    record Canon(String kind, Map<String, String> fields) implements ButtonAction {
        public Canon {
            fields = Map.copyOf(fields);
        }

        @Override
        public String type() {
            return kind;
        }

        @Override
        public Map<String, String> data() {
            return fields;
        }

        @Override
        public <R> R handle(Handler<R> h) {
            return h.canon(this);
        }
    }

    /**
     * The typed action of a stored (or inline) one; empty for an unknown type or data that does not
     * fit it.
     */
    static Optional<ButtonAction> decode(String type, Map<String, String> data) {
        try {
            ButtonAction a =
                    switch (type) {
                        case "undo" -> new Undo(need(data, "memory"));
                        case "rescope" ->
                                new Rescope(need(data, "memory"), Scope.of(need(data, "scope")));
                        case "accept" -> new Accept(need(data, "memory"));
                        case "reject" -> new Reject(need(data, "memory"));
                        case "answer_scope" ->
                                new AnswerScope(
                                        need(data, "question"), Scope.of(need(data, "scope")));
                        case "pick_character" ->
                                new PickCharacter(need(data, "question"), need(data, "character"));
                        case "pick_note" ->
                                new PickNote(
                                        need(data, "op"), need(data, "memory"), data.get("text"));
                        case "replace_note" ->
                                new ReplaceNote(
                                        need(data, "pending"),
                                        need(data, "memory"),
                                        Scope.of(need(data, "scope")));
                        case "undo_all" ->
                                new UndoAll(Arrays.asList(need(data, "memories").split(",")));
                        case "forget_me" -> new ForgetMe();
                        case "cancel" -> new Cancel();
                        case "model_confirm" -> new ModelConfirm(new HashMap<>(data));
                        case "model_decline" -> new ModelDecline();
                        case Retries.TYPE -> new Retry(need(data, "question"));
                        case "canon_keep", "canon_changed", "canon_wrong" -> {
                            need(data, "contradiction");
                            yield new Canon(type, new HashMap<>(data));
                        }
                        default -> null;
                    };
            return Optional.ofNullable(a);
        } catch (IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
    }

    private static String need(Map<String, String> data, String key) {
        String v = data.get(key);
        if (v == null) throw new IllegalArgumentException("missing " + key);
        return v;
    }
}
