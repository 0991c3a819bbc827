package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How the learned reader joins the tagger's spans into a claim: whose value it is, when a
 * relative's word takes the value away from the character, and which detail a value takes across a
 * comma. Spans are given by hand (as {@code [TYPE words]}), so these hold whatever the model tags.
 */
class ClaimPartsTest {
    private static final List<String> NAMES =
            List.of("Paraska", "Rosita", "Anselm", "Talia", "Oriel", "Bram");

    /** The message without brackets, and its spans in order. */
    private record Marked(Features.Prepared p, List<LearnedReader.Span> spans) {
        LearnedReader.Span value() {
            return spans.stream()
                    .filter(s -> s.type().equals(Labels.VAL))
                    .reduce((a, b) -> b)
                    .get();
        }
    }

    private static Marked marked(String withSpans) {
        String plain = withSpans.replaceAll("\\[[A-Z]+ ", "").replace("]", "");
        Features.Prepared p = new Features.Prepared(plain, Door.OOC, NAMES);
        List<LearnedReader.Span> spans = new ArrayList<>();
        java.util.regex.Matcher m =
                java.util.regex.Pattern.compile("\\[([A-Z]+) ([^\\]]+)\\]").matcher(withSpans);
        int searchFrom = 0;
        while (m.find()) {
            String words = m.group(2);
            int at = plain.indexOf(words, searchFrom);
            searchFrom = at + words.length();
            int from = -1, to = -1;
            for (int i = 0; i < p.size(); i++) {
                if (from < 0 && p.tokens().get(i).start() >= at) from = i;
                if (p.tokens().get(i).end() <= at + words.length()) to = i + 1;
            }
            spans.add(new LearnedReader.Span(m.group(1), from, to, 1.0));
        }
        return new Marked(p, spans);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                // a relative's word that is nobody's takes nothing away
                "(( Paraska gets new scar today, from wolf: [VAL three lines across the cheek] ))|scar|false",
                "(( talia's sister has [VAL blue] eyes ))|eyes|true",
                "(( her little brother has [VAL red] hair ))|hair|true",
                "(( le cheval de Talia est [VAL noir] ))||true",
            })
    void aRelativesWordTakesTheValueOnlyWhenItIsSomeones(
            String message, String detail, boolean relatives) {
        Marked m = marked(message);
        assertEquals(
                relatives,
                LearnedReader.relativeBetween(
                        m.p(), m.value(), detail == null || detail.isEmpty() ? null : detail),
                message);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "// rosita's [VAL 27] for this circuit run only|Rosita",
                "(( Paraska gets new scar today: [VAL three lines across the cheek] ))|Paraska",
                "(( she is Anselm's [VAL seneschal] ))|",
            })
    void theNameBeforeAPossessiveOwnsTheValueUnlessAVerbMakesItTheSubjects(
            String message, String who) {
        Marked m = marked(message);
        assertEquals(
                who == null || who.isEmpty() ? null : who,
                LearnedReader.character(m.p(), NAMES, m.value(), Door.OOC, null),
                message);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "@Continuity Paraska has [DET amulet], [VAL bear tooth on red thread]. she never takes it off|amulet",
                "(( Oriel, [VAL 16], [DET weapon] is a [VAL wand] ))|",
                "(( [DET eyes] [VAL green], [VAL tall] ))|",
                "(( Bram: [DET scar], long story, [VAL left cheek] ))|",
            })
    void aDetailReachesAcrossOneCommaToTheValueRightAfterIt(String message, String detail) {
        Marked m = marked(message);
        List<LearnedReader.Span> details =
                m.spans().stream().filter(s -> s.type().equals(Labels.DET)).toList();
        // the first value span that has no detail in its own segment
        LearnedReader.Span v =
                m.spans().stream()
                        .filter(s -> s.type().equals(Labels.VAL))
                        .filter(s -> LearnedReader.sameSegment(m.p(), details, s).isEmpty())
                        .reduce((a, b) -> b)
                        .orElseThrow();
        LearnedReader.Span d = LearnedReader.acrossComma(m.p(), m.spans(), details, v);
        if (detail == null || detail.isEmpty()) assertNull(d, message);
        else
            assertEquals(
                    detail, m.p().folded(d.from()) + (d.to() - d.from() > 1 ? "..." : ""), message);
    }
}
