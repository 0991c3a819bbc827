package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.ChatContext;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.SlashCommand;
import continuity.chat.SlashIn;
import continuity.store.StoreKind;
import continuity.understand.Detail;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@code /memory show} reads a page at a time (issue 21, item 10): its pages, put end to end, are
 * the whole listing as it was built before from every note (the facts in the order they were
 * written, then the member's own preferences), for a character or the server, live notes or with
 * their history, with a scope or without; its text is that listing's first 40 entries and how many
 * more; on SQLite and PostgreSQL.
 */
class ListingPagesTest {
    @TempDir Path dir;

    private static final Instant AT = Instant.parse("2026-05-01T00:00:00Z");

    private static Note note(int i, String key, Status status, Scope scope) {
        Note m =
                Note.newFact(
                        "g1",
                        key.equals("mira") ? "Mira" : "Kael",
                        key,
                        i % 3 == 0 ? Detail.FREE : Detail.of("detail" + i),
                        "value " + i,
                        "note number " + i,
                        new Note.Where(
                                scope,
                                scope == Scope.PROFILE ? null : "story:s" + (i % 2),
                                scope == Scope.PROFILE ? null : "S" + (i % 2)),
                        Status.ACTIVE,
                        new Note.Source("u1", "c1", null, AT.plusSeconds(i / 2)),
                        continuity.chat.Lang.EN);
        return status == Status.ACTIVE
                ? m
                : m.withStatus(status, AT, null, Retire.Reason.CORRECTED);
    }

    /** The listing as it was built before: every fact read, then the preferences. */
    private static List<String> whole(
            Repository repo, String key, boolean history, Scope only, boolean pub) {
        Set<Status> shown =
                history
                        ? EnumSet.allOf(Status.class)
                        : EnumSet.of(Status.ACTIVE, Status.DISPUTED, Status.PENDING);
        List<String> out = new ArrayList<>();
        for (Note m : repo.facts("g1", key, shown))
            if (only == null || m.scope() == only) out.add(Listing.line(m, Lang.EN));
        if (!pub)
            for (Note m : repo.preferencesOf("u1"))
                if (m.status() == Status.ACTIVE || history)
                    if (only == null || m.scope() == only)
                        out.add(
                                Listing.line(m, Lang.EN)
                                        + " \u2014 "
                                        + continuity.text.Text.say(
                                                Lang.EN, "show.private_preference"));
        return out;
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void thePagesPutEndToEndAreTheWholeListing(StoreKind kind) {
        try (Store store = kind.open(dir, "pages")) {
            Status[] statuses = {
                Status.ACTIVE,
                Status.ACTIVE,
                Status.SUPERSEDED,
                Status.DISPUTED,
                Status.FORGOTTEN,
                Status.PENDING
            };
            store.inTransaction(
                    repo -> {
                        repo.saveCharacter(new Character("g1", "mira", "Mira", "u1", AT));
                        repo.saveCharacter(new Character("g1", "kael", "Kael", "u2", AT));
                        for (int i = 0; i < 130; i++)
                            repo.insert(
                                    note(
                                            i,
                                            i % 4 == 0 ? "kael" : "mira",
                                            statuses[i % statuses.length],
                                            i % 5 == 0 ? Scope.STORY : Scope.PROFILE));
                        for (int i = 0; i < 3; i++)
                            repo.insert(
                                    Note.newPreference(
                                            "g1",
                                            "",
                                            "",
                                            "I like slow scenes " + i,
                                            new Note.Where(Scope.ALL_CHATS, null, null),
                                            new Note.Source("u1", "c1", null, AT.plusSeconds(i)),
                                            continuity.chat.Lang.EN));
                        return null;
                    });
            Continuity core = new Continuity(store, Limits.DEFAULTS);
            for (String character : new String[] {"Mira", null})
                for (boolean history : new boolean[] {false, true})
                    for (Scope only : new Scope[] {null, Scope.STORY})
                        for (boolean pub : new boolean[] {false, true}) {
                            String key = character == null ? null : "mira";
                            List<String> whole =
                                    store.inTransaction(r -> whole(r, key, history, only, pub));
                            Map<String, Object> options = new HashMap<>();
                            if (character != null) options.put("character", character);
                            if (history) options.put("history", true);
                            if (only != null) options.put("scope", only.wire());
                            if (pub) options.put("public", true);
                            String what = options.toString();
                            SlashIn show =
                                    SlashIn.of(
                                            new ChatContext(
                                                    "g1", "c1", null, "u1", "alice", false, AT),
                                            SlashCommand.MEMORY_SHOW,
                                            options);
                            Reply first = core.handle(show).get(0);
                            assertEquals(whole.size(), first.allLines(), what);
                            assertEquals(
                                    whole.subList(0, Math.min(40, whole.size())),
                                    first.lines(),
                                    what);
                            List<String> paged = new ArrayList<>();
                            for (int p = 0; p * Reply.PAGE_LINES < whole.size(); p++) {
                                Reply r = core.handle(show.onPage(p)).get(0);
                                int from = p * Reply.PAGE_LINES - r.firstLine();
                                paged.addAll(
                                        r.lines()
                                                .subList(
                                                        from,
                                                        Math.min(
                                                                r.lines().size(),
                                                                from + Reply.PAGE_LINES)));
                            }
                            assertEquals(whole, paged, what);
                        }
        }
    }
}
