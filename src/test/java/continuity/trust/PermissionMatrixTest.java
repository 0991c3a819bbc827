package continuity.trust;

import static continuity.trust.Bot.button;
import static continuity.trust.Bot.only;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.Button;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashCommand;
import continuity.memory.Kind;
import continuity.memory.Note;
import continuity.memory.Status;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Who may do what, through the core, cell by cell: actors (the note's author, the character's
 * owner, a game master, another player, the owner's own account in another server) times the
 * operations (show, remember, edit, forget, history, recall, undo, accept, reject, and the privacy
 * of preferences). Every cell starts from the same fresh situation in its own server:
 *
 * <ul>
 *   <li>the owner noted "Mira has blue eyes" (so owns Mira) and privately prefers short replies;
 *   <li>the author, then acting as a game master, corrected it to green (note N, with its Undo);
 *   <li>another player proposed violet (P, disputed, with Accept/Reject).
 * </ul>
 *
 * A refused or failed cell must leave the server's notes exactly as they were.
 */
@org.junit.jupiter.params.ParameterizedClass(name = "[{0}]")
@org.junit.jupiter.params.provider.EnumSource(continuity.store.StoreKind.class)
class PermissionMatrixTest {
    /** The store this run of the class is on (every test runs on both). */
    @org.junit.jupiter.params.Parameter continuity.store.StoreKind store;

    enum Who {
        AUTHOR,
        OWNER,
        GM,
        OTHER_PLAYER,
        OWNER_ELSEWHERE
    }

    /** The situation of one cell. */
    record World(
            Bot bot,
            String guild,
            Map<Who, Actor> actors,
            Note note,
            Button undo,
            Button accept,
            Button reject,
            Note preference) {}

    private static final Set<ReplyKind> NO_CHANGE =
            Set.of(
                    ReplyKind.REFUSED,
                    ReplyKind.ERROR,
                    ReplyKind.LISTED,
                    ReplyKind.RECALLED,
                    ReplyKind.NOTHING_SAVED);

    private int cell;

    private World world(Bot bot) {
        cell++;
        String g = "g" + cell, h = "h" + cell;
        Actor owner = Actor.player(g, "owner" + cell);
        Actor author = Actor.player(g, "author" + cell);
        Map<Who, Actor> actors = new LinkedHashMap<>();
        actors.put(Who.AUTHOR, author);
        actors.put(Who.OWNER, owner);
        actors.put(Who.GM, Actor.player(g, "gm" + cell).asGm());
        actors.put(Who.OTHER_PLAYER, Actor.player(g, "other" + cell));
        actors.put(Who.OWNER_ELSEWHERE, owner.in(h));
        bot.slash(
                owner,
                SlashCommand.MEMORY_REMEMBER,
                "character",
                "Mira",
                "text",
                "Mira has blue eyes");
        bot.ask(owner, "@Continuity I prefer short replies");
        List<Reply> corrected = bot.say(author.asGm(), "Mira's eyes are green, not blue.");
        List<Reply> proposed =
                bot.say(actors.get(Who.OTHER_PLAYER), "Mira's eyes are violet, not green.");
        Note note = null, pref = null;
        for (Note m : bot.dump(g)) {
            if (m.status() == Status.ACTIVE && m.value().equals("green")) note = m;
            if (m.kind() == Kind.PREFERENCE) pref = m;
        }
        if (note == null || pref == null) throw new AssertionError("setup failed: " + bot.dump(g));
        return new World(
                bot,
                g,
                actors,
                note,
                button(corrected, "Undo"),
                button(proposed, "Accept"),
                button(proposed, "Reject"),
                pref);
    }

    /** One column: the operation, and the outcome expected for each actor. */
    private record Column(String name, Function<Call, Check> operation) {}

    private record Call(World w, Who who, Actor actor) {}

    /**
     * What a cell must show: the reply kinds allowed, texts it must (not) contain, whether notes
     * may change.
     */
    private record Check(
            List<Reply> replies, Set<ReplyKind> kinds, String mustContain, String mustNotContain) {}

    private static Check expect(
            List<Reply> r, String mustContain, String mustNotContain, ReplyKind... kinds) {
        return new Check(r, Set.of(kinds), mustContain, mustNotContain);
    }

    @Test
    void everyActorMayDoExactlyWhatTheRulesSay(@TempDir Path dir) {
        List<Column> columns =
                List.of(
                        new Column(
                                "show",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_SHOW,
                                                    "character",
                                                    "Mira");
                                    return c.who == Who.OWNER_ELSEWHERE
                                            ? expect(r, null, "green", ReplyKind.LISTED)
                                            : expect(r, "green eyes", null, ReplyKind.LISTED);
                                }),
                        new Column(
                                "remember",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_REMEMBER,
                                                    "character",
                                                    "Mira",
                                                    "text",
                                                    "Mira has a scar on her chin");
                                    return switch (c.who) {
                                        case OWNER, GM, OWNER_ELSEWHERE ->
                                                expect(r, "scar", null, ReplyKind.SAVED);
                                        case AUTHOR, OTHER_PLAYER ->
                                                expect(r, "proposes", null, ReplyKind.ASKED_WHICH);
                                    };
                                }),
                        new Column(
                                "edit",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_EDIT,
                                                    "memory",
                                                    c.w.note.id(),
                                                    "text",
                                                    "Mira has hazel eyes");
                                    return switch (c.who) {
                                        case AUTHOR, OWNER, GM ->
                                                expect(r, "hazel", null, ReplyKind.EDITED);
                                        case OTHER_PLAYER ->
                                                expect(r, "can't edit", null, ReplyKind.REFUSED);
                                        case OWNER_ELSEWHERE ->
                                                expect(
                                                        r,
                                                        "No note matches",
                                                        "green",
                                                        ReplyKind.ERROR);
                                    };
                                }),
                        new Column(
                                "forget",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_FORGET,
                                                    "memory",
                                                    c.w.note.id());
                                    return switch (c.who) {
                                        case AUTHOR, OWNER, GM ->
                                                expect(r, "Forgotten", null, ReplyKind.FORGOTTEN);
                                        case OTHER_PLAYER ->
                                                expect(r, "can't forget", null, ReplyKind.REFUSED);
                                        case OWNER_ELSEWHERE ->
                                                expect(
                                                        r,
                                                        "No note matches",
                                                        "green",
                                                        ReplyKind.ERROR);
                                    };
                                }),
                        new Column(
                                "history",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_HISTORY,
                                                    "character",
                                                    "Mira");
                                    return c.who == Who.OWNER_ELSEWHERE
                                            ? expect(r, null, "green", ReplyKind.LISTED)
                                            : expect(
                                                    r,
                                                    "green eyes",
                                                    "short replies",
                                                    ReplyKind.LISTED);
                                }),
                        new Column(
                                "recall",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_RECALL,
                                                    "character",
                                                    "Mira",
                                                    "about",
                                                    "eyes");
                                    return c.who == Who.OWNER_ELSEWHERE
                                            ? expect(r, null, "green", ReplyKind.NOTHING_SAVED)
                                            : expect(r, "green", null, ReplyKind.RECALLED);
                                }),
                        new Column(
                                "undo",
                                c -> {
                                    List<Reply> r = c.w.bot.click(c.actor, c.w.undo);
                                    return switch (c.who) {
                                        case AUTHOR, OWNER, GM ->
                                                expect(r, "Undone", null, ReplyKind.OK);
                                        case OTHER_PLAYER ->
                                                expect(
                                                        r,
                                                        "for the person who made the change",
                                                        null,
                                                        ReplyKind.REFUSED);
                                        case OWNER_ELSEWHERE ->
                                                expect(
                                                        r,
                                                        "belongs elsewhere",
                                                        "green",
                                                        ReplyKind.ERROR);
                                    };
                                }),
                        new Column(
                                "accept",
                                c -> {
                                    List<Reply> r = c.w.bot.click(c.actor, c.w.accept);
                                    return switch (c.who) {
                                        case OWNER, GM ->
                                                expect(r, "violet", null, ReplyKind.REPLACED);
                                        case AUTHOR, OTHER_PLAYER ->
                                                expect(
                                                        r,
                                                        "owner or a game master",
                                                        null,
                                                        ReplyKind.REFUSED);
                                        case OWNER_ELSEWHERE ->
                                                expect(
                                                        r,
                                                        "belongs elsewhere",
                                                        "violet",
                                                        ReplyKind.ERROR);
                                    };
                                }),
                        new Column(
                                "reject",
                                c -> {
                                    List<Reply> r = c.w.bot.click(c.actor, c.w.reject);
                                    return switch (c.who) {
                                        case OWNER, GM -> expect(r, "Rejected", null, ReplyKind.OK);
                                        case AUTHOR, OTHER_PLAYER ->
                                                expect(
                                                        r,
                                                        "owner or a game master",
                                                        null,
                                                        ReplyKind.REFUSED);
                                        case OWNER_ELSEWHERE ->
                                                expect(
                                                        r,
                                                        "belongs elsewhere",
                                                        "violet",
                                                        ReplyKind.ERROR);
                                    };
                                }),
                        new Column(
                                "preference: show",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(c.actor, SlashCommand.MEMORY_SHOW);
                                    return c.who == Who.OWNER || c.who == Who.OWNER_ELSEWHERE
                                            ? expect(r, "short replies", null, ReplyKind.LISTED)
                                            : expect(r, null, "short replies", ReplyKind.LISTED);
                                }),
                        new Column(
                                "preference: public show",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_SHOW,
                                                    "public",
                                                    true);
                                    return expect(r, null, "short replies", ReplyKind.LISTED);
                                }),
                        new Column(
                                "preference: recall by text",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_RECALL,
                                                    "character",
                                                    "Mira",
                                                    "about",
                                                    "short replies");
                                    return expect(r, null, "prefer", ReplyKind.NOTHING_SAVED);
                                }),
                        new Column(
                                "preference: forget",
                                c -> {
                                    List<Reply> r =
                                            c.w.bot.slash(
                                                    c.actor,
                                                    SlashCommand.MEMORY_FORGET,
                                                    "memory",
                                                    c.w.preference.id());
                                    return c.who == Who.OWNER || c.who == Who.OWNER_ELSEWHERE
                                            ? expect(r, "Forgotten", null, ReplyKind.FORGOTTEN)
                                            : expect(
                                                    r,
                                                    "No note matches",
                                                    "short replies",
                                                    ReplyKind.ERROR);
                                }));

        int cells = 0;
        List<String> failures = new ArrayList<>();
        StringBuilder table = new StringBuilder(String.format("%-28s", "operation"));
        for (Who who : Who.values())
            table.append(String.format("%-18s", who.name().toLowerCase(Locale.ROOT)));
        try (Bot bot = new Bot(store.database(dir, "permissions"))) {
            for (Column col : columns) {
                table.append('\n').append(String.format("%-28s", col.name()));
                for (Who who : Who.values()) {
                    World w = world(bot);
                    String elsewhere = w.actors().get(Who.OWNER_ELSEWHERE).guild();
                    List<Note> before = bot.dump(w.guild()), beforeElsewhere = bot.dump(elsewhere);
                    Check check = col.operation().apply(new Call(w, who, w.actors().get(who)));
                    cells++;
                    List<Note> after = bot.dump(w.guild()), afterElsewhere = bot.dump(elsewhere);
                    // acting from another server touches nothing of this one but the member's own
                    // preferences
                    String owner = w.actors().get(Who.OWNER).user();
                    String problem =
                            who == Who.OWNER_ELSEWHERE
                                    ? (!withoutPreferencesOf(before, owner)
                                                    .equals(withoutPreferencesOf(after, owner))
                                            ? "a member acting in another server changed this one"
                                            : judge(
                                                    check,
                                                    both(before, beforeElsewhere),
                                                    both(after, afterElsewhere)))
                                    : judge(check, before, after);
                    Reply shown = check.replies().isEmpty() ? null : check.replies().get(0);
                    table.append(
                            String.format(
                                    "%-18s",
                                    (problem == null ? "" : "FAIL ")
                                            + (shown == null ? "none" : shown.kind().wire())));
                    if (problem != null)
                        failures.add(
                                col.name()
                                        + " x "
                                        + who
                                        + ": "
                                        + problem
                                        + " -> "
                                        + check.replies());
                }
            }
        }
        String summary = "permissions: cells=" + cells + " failures=" + failures.size();
        System.out.println(table);
        System.out.println(summary);
        Figures.record("permissions", summary);
        assertEquals(List.of(), failures, summary);
    }

    private static List<Note> both(List<Note> a, List<Note> b) {
        List<Note> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    private static List<Note> withoutPreferencesOf(List<Note> notes, String user) {
        return notes.stream()
                .filter(m -> !(m.kind() == Kind.PREFERENCE && m.author().equals(user)))
                .toList();
    }

    private static String judge(Check c, List<Note> before, List<Note> after) {
        if (c.replies().size() != 1) return "expected one reply";
        Reply r = c.replies().get(0);
        if (!c.kinds().contains(r.kind()))
            return "kind " + r.kind().wire() + ", expected " + c.kinds();
        String all = r.text() + " " + String.join(" ", r.lines());
        if (c.mustContain() != null && !all.contains(c.mustContain()))
            return "reply lacks '" + c.mustContain() + "'";
        if (c.mustNotContain() != null && all.contains(c.mustNotContain()))
            return "reply leaks '" + c.mustNotContain() + "'";
        if (NO_CHANGE.contains(r.kind()) && !before.equals(after))
            return "the notes changed although nothing was allowed";
        if ((r.kind() == ReplyKind.REFUSED || r.kind() == ReplyKind.ERROR) && !r.ephemeral()) {
            return "a refusal must be private";
        }
        if (!NO_CHANGE.contains(r.kind()) && before.equals(after))
            return "nothing changed although the reply says so";
        return null;
    }

    @Test
    void buttonsAreRefusedToThoseTheyWereNotMeantFor(@TempDir Path dir) {
        try (Bot bot = new Bot(store.database(dir, "buttons"))) {
            Actor owner = Actor.player("g1", "u1"),
                    other = Actor.player("g1", "u2"),
                    gm = Actor.player("g1", "gm").asGm();
            bot.slash(owner, SlashCommand.STORY_SET, "name", "Pirate AU");
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira has blue eyes",
                    "scope",
                    "profile");
            // a question asked to the owner: nobody else answers it, by button or by typing
            List<Reply> asked = bot.say(owner, "Mira's eyes are green, not blue.");
            assertEquals(ReplyKind.ASKED_SCOPE, only(asked).kind(), asked.toString());
            List<Note> before = bot.dump("g1");
            assertEquals(
                    ReplyKind.REFUSED,
                    only(bot.click(other, button(asked, "Only this story"))).kind());
            List<Reply> typedByOther = bot.say(other, "only this story");
            assertTrue(
                    typedByOther.isEmpty() || only(typedByOther).kind() == ReplyKind.REFUSED,
                    "another member's typed answer is not an answer: " + typedByOther);
            assertEquals(before, bot.dump("g1"));
            List<Reply> answered = bot.click(owner, button(asked, "Only this story"));
            assertEquals(ReplyKind.SAVED, only(answered).kind(), answered.toString());
            // the scope buttons of a confirmation: the person who made the change, the owner, a GM
            assertEquals(
                    ReplyKind.REFUSED,
                    only(bot.click(other, button(answered, "Every story"))).kind());
            // a private "which note?" choice: only the member who asked
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira keeps a journal",
                    "scope",
                    "profile");
            bot.slash(
                    owner,
                    SlashCommand.MEMORY_REMEMBER,
                    "character",
                    "Mira",
                    "text",
                    "Mira keeps a sword",
                    "scope",
                    "profile");
            // a member who may forget none of the notes is refused at once, offered no choice
            List<Reply> notAllowed =
                    bot.slash(other, SlashCommand.MEMORY_FORGET, "memory", "keeps");
            assertEquals(ReplyKind.REFUSED, only(notAllowed).kind(), notAllowed.toString());
            assertTrue(only(notAllowed).buttons().isEmpty(), notAllowed.toString());
            List<Reply> which = bot.slash(owner, SlashCommand.MEMORY_FORGET, "memory", "keeps");
            assertEquals(ReplyKind.ASKED_WHICH, only(which).kind(), which.toString());
            Button choice = which.get(0).buttons().get(0);
            before = bot.dump("g1");
            assertEquals(
                    ReplyKind.REFUSED,
                    only(bot.click(other, choice)).kind(),
                    "another member may not press the owner's private choice");
            assertEquals(ReplyKind.REFUSED, only(bot.click(gm, choice)).kind(), "nor may a GM");
            assertEquals(before, bot.dump("g1"));
            // erasing one's data: only that member, whoever else presses
            List<Reply> forgetMe = bot.slash(owner, SlashCommand.MEMORY_FORGET_ME);
            for (Actor a : List.of(other, gm)) {
                assertEquals(
                        ReplyKind.REFUSED,
                        only(bot.click(a, button(forgetMe, "Erase my data"))).kind());
                assertEquals(
                        ReplyKind.REFUSED, only(bot.click(a, button(forgetMe, "Cancel"))).kind());
            }
            assertEquals(before, bot.dump("g1"));
            // a button of another server
            assertEquals(
                    ReplyKind.ERROR,
                    only(bot.click(owner.in("g2"), button(forgetMe, "Erase my data"))).kind());
            assertEquals(before, bot.dump("g1"));
        }
    }
}
