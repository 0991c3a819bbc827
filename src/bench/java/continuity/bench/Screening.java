package continuity.bench;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.understand.Descriptions;
import continuity.understand.KnownNames;
import continuity.understand.Reader;
import continuity.understand.Reading;
import java.util.List;

/**
 * Message screening on one thread: {@link Reader#read} over every corpus message in turn, as the
 * core calls it for a chat message (not addressed to the bot, no question open), with the corpus's
 * registered characters as the guild's known names.
 */
final class Screening {
    private final String[] content;
    private final String[] proxy;
    private final KnownNames[] names;
    private final String knownDescription;

    /** With the canon check on: a silent reading is then screened for descriptions (issue 24). */
    private final boolean canon;

    /**
     * Extra character names every guild knows besides those its corpus registers (a busier server).
     */
    static final List<String> EXTRA_NAMES = extraNames(48);

    static List<String> extraNames(int n) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) out.add(Layout.busyName(i));
        return out;
    }

    Screening(List<Corpus> corpora, List<String> extraNames) {
        this(corpora, extraNames, false);
    }

    Screening(List<Corpus> corpora, List<String> extraNames, boolean canon) {
        this.canon = canon;
        int n = Corpus.messageCount(corpora);
        content = new String[n];
        proxy = new String[n];
        names = new KnownNames[n];
        knownDescription =
                extraNames.isEmpty()
                        ? "those the corpus file registers (0 to 2)"
                        : "those the corpus file registers + " + extraNames.size();
        int i = 0;
        for (Corpus c : corpora) {
            KnownNames known = c.names(extraNames);
            for (Corpus.Message m : c.messages()) {
                content[i] = m.content();
                proxy[i] = m.webhook();
                names[i++] = known;
            }
        }
    }

    int size() {
        return content.length;
    }

    Reading read(int i) {
        Reading r = Reader.read(content[i], proxy[i], false, false, names[i], false);
        if (canon && r.isSilent())
            mentions += Descriptions.screen(content[i], proxy[i], names[i], List.of()).size();
        return r;
    }

    /**
     * Descriptions of checked details the canon check's screening found (it then asks the store).
     */
    private long mentions;

    ObjectNode measure(long warmupMs, long measureMs) {
        run(warmupMs);
        long[] r = run(measureMs);
        ObjectNode o = JsonNodeFactory.instance.objectNode();
        o.put("messages_in_corpora", content.length);
        o.put("messages_read", r[0]);
        o.put("seconds", Stats.round(r[2] / 1e9));
        o.put("msgs_per_s", Math.round(r[0] / (r[2] / 1e9)));
        o.put("msgs_per_cpu_second", Math.round(r[0] / (r[3] / 1e9)));
        o.put("non_silent_readings", r[1]);
        o.put("threads", 1);
        o.put("known_characters_per_guild", knownDescription);
        if (canon) {
            o.put("canon_check", "on");
            o.put("descriptions_of_checked_details_found", mentions);
        }
        return o;
    }

    /**
     * Reads messages for about {@code ms}; returns {read, not silent, nanoseconds, CPU
     * nanoseconds}.
     */
    private long[] run(long ms) {
        long cpu0 = Stats.cpuNow();
        long start = System.nanoTime(), deadline = start + ms * 1_000_000L;
        long read = 0, loud = 0;
        int i = 0;
        while (true) {
            for (int k = 0; k < 512; k++) {
                if (!read(i).isSilent()) loud++;
                read++;
                if (++i == content.length) i = 0;
            }
            long now = System.nanoTime();
            if (now >= deadline) return new long[] {read, loud, now - start, Stats.cpuNow() - cpu0};
        }
    }
}
