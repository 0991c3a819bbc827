package continuity.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import continuity.chat.ChatContext;
import continuity.memory.OwnedShards;
import continuity.memory.Question;
import continuity.memory.Store;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A sharded process reads the open questions of its own servers only: the shard each store computes
 * in SQL is the one {@link OwnedShards#shardOf} computes (Discord's {@code (guild_id >> 22) %
 * total}), for real snowflakes, the direct messages and keys that are no Discord id.
 */
class OwnedQuestionsTest {
    @TempDir Path dir;

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void eachRangeOfShardsReadsExactlyTheQuestionsOfItsServers(StoreKind kind) {
        Random random = new Random(12);
        List<String> guilds = new ArrayList<>(List.of(ChatContext.DIRECT, "g1", "replay-server"));
        // snowflakes from 2015 to about 2090: (ms since 2015) << 22, plus worker/sequence bits
        for (int i = 0; i < 120; i++) {
            long ms = (long) (random.nextDouble() * 2_400_000_000_000L);
            guilds.add(Long.toString((ms << 22) | random.nextInt(1 << 22)));
        }
        guilds.add(Long.toString(Long.MAX_VALUE)); // the largest signed snowflake
        try (Store store = kind.open(dir, "owned")) {
            Instant at = Instant.parse("2026-12-01T00:00:00Z");
            store.inTransaction(
                    repo -> {
                        int n = 0;
                        for (String g : guilds) {
                            repo.saveQuestion(
                                    new Question(
                                            "q" + n++, g, "c1", "u1", "scope", Map.of(), at, null));
                            // a closed one is never read
                            repo.saveQuestion(
                                    new Question(
                                            "q" + n++, g, "c2", "u1", "scope", Map.of(), at, at));
                        }
                        return null;
                    });
            int checked = 0;
            for (OwnedShards owned :
                    List.of(
                            OwnedShards.ALL,
                            new OwnedShards(2, 0, 0),
                            new OwnedShards(2, 1, 1),
                            new OwnedShards(4, 0, 1),
                            new OwnedShards(4, 2, 3),
                            new OwnedShards(16, 5, 11),
                            new OwnedShards(16, 0, 15))) {
                Set<String> expected =
                        guilds.stream()
                                .filter(owned::owns)
                                .collect(Collectors.toCollection(TreeSet::new));
                Set<String> read =
                        store.inTransaction(repo -> repo.openQuestions(owned)).stream()
                                .map(Question::guild)
                                .collect(Collectors.toCollection(TreeSet::new));
                assertEquals(expected, read, kind + ", " + owned);
                checked++;
            }
            assertEquals(7, checked);
            // the ranges of one total partition the servers: each is read by exactly one process
            Set<String> union = new TreeSet<>();
            int total = 0;
            for (int from = 0; from < 16; from += 4) {
                OwnedShards part = new OwnedShards(16, from, from + 3);
                List<Question> qs = store.inTransaction(repo -> repo.openQuestions(part));
                total += qs.size();
                qs.forEach(q -> union.add(q.guild()));
            }
            assertEquals(guilds.size(), total, "no server read twice, none left out");
            assertEquals(new TreeSet<>(guilds), union);
            assertTrue(
                    new OwnedShards(4, 0, 0).owns(ChatContext.DIRECT)
                            && !new OwnedShards(4, 1, 3).owns(ChatContext.DIRECT),
                    "direct messages belong to shard 0");
            assertEquals(
                    List.of("g1"),
                    store.inTransaction(repo -> repo.openQuestionsIn("g1")).stream()
                            .map(Question::guild)
                            .toList(),
                    "one server's open questions");
        }
    }
}
