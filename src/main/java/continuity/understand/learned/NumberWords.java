package continuity.understand.learned;

import java.util.Set;
import java.util.regex.Pattern;

/**
 * Numbers written in words, English and French ("fifty-two", « vingt-sept »): a value that is one,
 * with no detail words and no class, is an age (as a number in digits is to the grammar's value
 * classes).
 */
public final class NumberWords {
    private static final Set<String> UNITS =
            Set.of(
                    "one",
                    "two",
                    "three",
                    "four",
                    "five",
                    "six",
                    "seven",
                    "eight",
                    "nine",
                    "ten",
                    "eleven",
                    "twelve",
                    "thirteen",
                    "fourteen",
                    "fifteen",
                    "sixteen",
                    "seventeen",
                    "eighteen",
                    "nineteen",
                    "twenty",
                    "thirty",
                    "forty",
                    "fifty",
                    "sixty",
                    "seventy",
                    "eighty",
                    "ninety",
                    "hundred",
                    "un",
                    "deux",
                    "trois",
                    "quatre",
                    "cinq",
                    "sept",
                    "huit",
                    "neuf",
                    "dix",
                    "onze",
                    "douze",
                    "treize",
                    "quatorze",
                    "quinze",
                    "seize",
                    "vingt",
                    "vingts",
                    "trente",
                    "quarante",
                    "cinquante",
                    "soixante",
                    "cent",
                    "et");
    private static final Pattern SPLIT = Pattern.compile("[\\s-]+");

    private NumberWords() {}

    public static boolean isNumber(String folded) {
        String[] parts = SPLIT.split(folded.replaceAll("\\s*(?:years? old|ans)$", "").strip());
        if (parts.length == 0 || parts.length > 4) return false;
        for (String w : parts) if (!UNITS.contains(w)) return false;
        return !(parts.length == 1 && parts[0].equals("et"));
    }
}
