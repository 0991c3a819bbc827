package continuity.trust;

import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.Action;
import continuity.memory.Continuity;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Status;
import continuity.memory.Store;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Why the bot answered an event of the concurrent workloads with an error or a refusal, read from
 * the server's notes as they were just before the event's transaction (in commit order, {@link
 * RecordingStore}) and from who sent it: each such reply is given a reason that the notes and the
 * sender show to be true ({@link Why#explained}), or is unexplained (a refusal of something the
 * rules allowed). The workload's characters are owned by {@code owner-<Character>}.
 */
final class ErrorReplies {
    private ErrorReplies() {}

    /** A reason, and whether the notes and the sender bear it out. */
    record Why(String reason, boolean explained) {}

    /**
     * What a button does, read before it is pressed: an inline id carries it ({@code
     * i~type~note~scope~forUser}), a stored one is read from the store. Null for an event that is
     * not a click, or an action the store no longer has.
     */
    record Pressed(String type, Map<String, String> data, String forUser, Instant offeredAt) {
        String memory() {
            return data.get("memory");
        }
    }

    static Pressed pressed(Store store, Inbound in) {
        if (!(in instanceof ClickIn c) || c.actionId() == null) return null;
        String id = c.actionId();
        if (id.startsWith("i~")) {
            String[] f = id.substring(2).split("~", -1);
            if (f.length != 4) return null;
            Map<String, String> data = new HashMap<>();
            data.put("memory", f[1]);
            if (!f[2].isEmpty()) data.put("scope", f[2]);
            return new Pressed(f[0], data, f[3].isEmpty() ? null : f[3], null);
        }
        Optional<Action> a = store.inTransaction(repo -> repo.action(id));
        return a.map(x -> new Pressed(x.type(), x.data(), x.forUser(), x.createdAt())).orElse(null);
    }

    static boolean isErrorOrRefusal(Reply r) {
        return r.kind() == ReplyKind.ERROR || r.kind() == ReplyKind.REFUSED;
    }

    /**
     * The reason of error or refusal {@code r} to {@code in} ({@code pressed}: its button, read
     * before), the server's notes being {@code before}.
     */
    static Why of(Inbound in, Pressed pressed, Reply r, Map<String, Note> before) {
        String text = r.text();
        String user = in.ctx().user();
        boolean gm = in.ctx().gm();
        if (in instanceof SlashIn s
                && (s.text("memory") != null)
                && ("edit".equals(s.subcommand()) || "forget".equals(s.subcommand()))) {
            Note m = before.get(s.text("memory"));
            if (text.startsWith("No note matches"))
                return new Why(
                        "/memory "
                                + s.subcommand()
                                + " of a note that was no longer current (replaced, undone or"
                                + " forgotten between the pick and the command)",
                        m != null && !live(m));
            if (text.startsWith("You can't"))
                return new Why(
                        "/memory " + s.subcommand() + " by a player who may not change the note",
                        m != null && !mayChange(m, user, gm));
        }
        if (pressed != null) {
            Note m = pressed.memory() == null ? null : before.get(pressed.memory());
            String type = pressed.type();
            if (text.startsWith("This question waited more than"))
                return new Why(
                        type + " pressed after its buttons expired (memory.answers.Expiry)",
                        pressed.offeredAt() != null
                                && in.ctx()
                                        .at()
                                        .isAfter(
                                                pressed.offeredAt().plus(Continuity.BUTTONS_KEPT)));
            if (text.startsWith("This button no longer applies")) {
                String state = m == null ? "absent" : m.status().wire();
                return switch (type) {
                    case "undo", "rescope" ->
                            m != null && m.status() != Status.ACTIVE
                                    ? new Why(type + ": the note was no longer current", true)
                                    : new Why(
                                            "undo: the note it replaced cannot come back, a newer"
                                                    + " note holds its place",
                                            m != null && slotTakenFromUndo(m, before));
                    case "accept", "reject" ->
                            m != null && m.status() != Status.DISPUTED
                                    ? new Why(type + ": the proposal was decided already", true)
                                    : new Why(
                                            "accept: the slot was filled since by a note the"
                                                    + " proposal never named",
                                            type.equals("accept")
                                                    && m != null
                                                    && slotFilledSince(m, before));
                    case "pick_note" ->
                            new Why(
                                    "which note?: the chosen note was no longer current",
                                    m != null && !live(m));
                    case "replace_note" -> {
                        Note pending = before.get(pressed.data().get("pending"));
                        if (pending != null && pending.status() != Status.PENDING)
                            yield new Why(
                                    "which note to replace?: the change was settled already ("
                                            + pending.status().wire()
                                            + ")",
                                    true);
                        yield new Why(
                                "which note to replace?: the change still waits, the chosen note"
                                        + " was no longer current",
                                pending != null && m != null && m.status() != Status.ACTIVE);
                    }
                    default -> new Why(type + " refused as changed, note " + state, false);
                };
            }
            if (text.startsWith("Only ") && text.contains("owner or a game master can decide"))
                return new Why(
                        type + " pressed by a player who does not own the character",
                        m != null && !gm && !owns(m, user));
            if (text.startsWith("This button is for the person"))
                return new Why(
                        type + " pressed by someone it was not offered to",
                        !user.equals(pressed.forUser())
                                && ("pick_note".equals(type)
                                        || (!gm && (m == null || !owns(m, user)))));
            if (text.startsWith("Only the person who made the change"))
                return new Why(
                        type + " pressed by someone it was not offered to",
                        !user.equals(pressed.forUser()) && !gm);
        }
        return new Why(
                r.kind().wire() + " not understood by this check: " + text + " to " + in, false);
    }

    /** Active or disputed: what edit, forget and a choice among notes act on. */
    private static boolean live(Note m) {
        return m.status() == Status.ACTIVE || m.status() == Status.DISPUTED;
    }

    private static boolean owns(Note m, String user) {
        return ("owner-" + m.character()).equals(user);
    }

    private static boolean mayChange(Note m, String user, boolean gm) {
        return gm || m.author().equals(user) || owns(m, user);
    }

    /** The current facts of {@code m}'s slot other than {@code except}. */
    private static boolean slotHeld(Map<String, Note> notes, Note m, String... except) {
        for (Note x : notes.values())
            if (x.status() == Status.ACTIVE
                    && x.kind() == Kind.FACT
                    && x.characterKey().equals(m.characterKey())
                    && x.detail().equals(m.detail())
                    && x.scope() == m.scope()
                    && Objects.equals(x.scopeId(), m.scopeId())
                    && !java.util.Arrays.asList(except).contains(x.id())) return true;
        return false;
    }

    /** Undo of current {@code m}: the note it replaced has its slot held by a third note. */
    private static boolean slotTakenFromUndo(Note m, Map<String, Note> notes) {
        Note old = m.replaces() == null ? null : notes.get(m.replaces());
        return m.status() == Status.ACTIVE
                && old != null
                && old.status() == Status.SUPERSEDED
                && m.id().equals(old.retiredBy())
                && !old.detail().free()
                && slotHeld(notes, old, m.id(), old.id());
    }

    /**
     * Accept of proposal {@code d}: its slot holds a current note, and the note it named when made
     * is current too and another.
     */
    private static boolean slotFilledSince(Note d, Map<String, Note> notes) {
        Note named = d.replaces() == null ? null : notes.get(d.replaces());
        return d.status() == Status.DISPUTED
                && named != null
                && named.status() == Status.ACTIVE
                && slotHeld(notes, d, named.id());
    }
}
