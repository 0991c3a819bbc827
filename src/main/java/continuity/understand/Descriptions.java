package continuity.understand;

import continuity.chat.Lang;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The descriptive reader (issue 24): what an in-character post says a known character looks like
 * ("Mira's blue eyes", "*she brushes her black hair back*", « les yeux bleus de Mira », "the
 * blue-eyed Mira"), for the canon check. It reads narration and actions only: whatever is inside
 * quotes is the character speaking and is blanked first; a sentence that hedges, compares, lies,
 * negates, dreams or changes ("her eyes look almost blue in this light", "she lied") gives nothing.
 * A possessive ("her", "ses") is the one character named before it in the post (or the proxy's
 * character); with two candidates it gives nothing.
 *
 * <p>Rules and words are data: {@code /understand/descriptions/en.txt} and {@code fr.txt} (each
 * rule with {@code example:} and {@code not:} lines, checked by {@code DescriptionsTest}), and
 * {@code colours.tsv} for the values the check compares ({@link #contradicts}). Detail words come
 * from {@link Lexicon}, ages from {@link ValueClasses}. It never changes the other readers.
 */
public final class Descriptions {
    /** One descriptive mention: character as known, detail key, value as typed, where it is. */
    public record Mention(
            String character, String detail, String value, int start, int end, String rule) {}

    /**
     * A rule of a language file, with the examples that must give a mention and those that must
     * not.
     */
    public record Rule(Lang lang, String pattern, List<String> examples, List<String> not) {}

    private record Colour(String key, Set<String> near) {}

    private static final Map<String, Colour> COLOUR_OF_WORD = new HashMap<>();
    private static final Map<String, Colour> COLOURS = new LinkedHashMap<>();

    /**
     * Details whose colour is compared (a colour of clothes or of a mood changes; of eyes, not).
     */
    private static final Set<String> COLOUR_DETAILS =
            Set.of(
                    "eyes",
                    "hair",
                    "skin",
                    "fur",
                    "scales",
                    "wings",
                    "horns",
                    "tail",
                    "ears",
                    "beard",
                    "freckles");

    private static final List<Lang> LANGS = List.of(Lang.EN, Lang.FR);
    private static final Map<Lang, Set<String>> POSSESSIVES = new HashMap<>();
    private static final Map<Lang, Set<String>> STOP = new HashMap<>();
    private static final Map<String, String> COMPOUNDS = new HashMap<>();
    private static final List<Rule> RULES = new ArrayList<>();
    private static final List<Compiled> COMPILED = new ArrayList<>();
    private static final Pattern HEDGE;
    private static final Pattern UNTRUE;
    private static final Pattern NEGATION;
    private static final Pattern CLAUSE_HEDGE;
    private static final Set<String> ALL_POSSESSIVES = new HashSet<>();
    private static final Set<String> ALL_STOP = new HashSet<>();
    private static final Set<String> NOT_DETAILS = new HashSet<>();

    /** Words narration uses for a detail that the lexicon does not list ("braid" is hair). */
    private static final Map<String, String> MORE_DETAILS = new HashMap<>();

    static {
        for (String line : lines("/understand/descriptions/colours.tsv")) {
            String[] f = line.split("\t");
            Set<String> near = new HashSet<>();
            for (String n : f[1].split(",")) if (!n.isBlank()) near.add(n.strip());
            Colour c = new Colour(f[0].strip(), near);
            COLOURS.put(c.key(), c);
            for (String w : f[2].split(",")) {
                String k = Fold.key(w);
                if (!k.isEmpty()) COLOUR_OF_WORD.putIfAbsent(k, c);
            }
        }
        List<String> hedges = new ArrayList<>();
        List<String> untrue = new ArrayList<>();
        List<String> negations = new ArrayList<>();
        List<String> clauseHedges = new ArrayList<>();
        for (Lang lang : LANGS) {
            Map<String, List<String>> sections = new HashMap<>();
            String section = "";
            Rule rule = null;
            for (String line :
                    lines("/understand/descriptions/" + lang.name().toLowerCase() + ".txt")) {
                if (line.startsWith("[") && line.endsWith("]")) {
                    section = line.substring(1, line.length() - 1);
                    continue;
                }
                if (section.equals("rules")) {
                    if (line.startsWith("rule:")) {
                        rule =
                                new Rule(
                                        lang,
                                        line.substring(5).strip(),
                                        new ArrayList<>(),
                                        new ArrayList<>());
                        RULES.add(rule);
                        COMPILED.add(compile(rule));
                    } else if (line.startsWith("example:") && rule != null) {
                        rule.examples().add(line.substring(8).strip());
                    } else if (line.startsWith("not:") && rule != null) {
                        rule.not().add(line.substring(4).strip());
                    }
                    continue;
                }
                for (String w : line.split(","))
                    if (!w.isBlank())
                        sections.computeIfAbsent(section, s -> new ArrayList<>()).add(w.strip());
            }
            POSSESSIVES.put(lang, folded(sections.get("possessives")));
            ALL_POSSESSIVES.addAll(POSSESSIVES.get(lang));
            STOP.put(lang, folded(sections.get("stop")));
            ALL_STOP.addAll(STOP.get(lang));
            NOT_DETAILS.addAll(folded(sections.get("not details")));
            for (String c : sections.getOrDefault("detail words", List.of())) {
                String[] kv = c.split("=");
                if (kv.length == 2) MORE_DETAILS.put(Fold.key(kv[0]), Fold.key(kv[1]));
            }
            for (String c : sections.getOrDefault("compounds", List.of())) {
                String[] kv = c.split("=");
                if (kv.length == 2) COMPOUNDS.put(Fold.key(kv[0]), Fold.key(kv[1]));
            }
            hedges.addAll(sections.getOrDefault("hedges", List.of()));
            untrue.addAll(sections.getOrDefault("untrue", List.of()));
            negations.addAll(sections.getOrDefault("negations", List.of()));
            clauseHedges.addAll(sections.getOrDefault("clause hedges", List.of()));
        }
        HEDGE = wordsPattern(hedges);
        UNTRUE = wordsPattern(untrue);
        NEGATION = wordsPattern(negations);
        CLAUSE_HEDGE = wordsPattern(clauseHedges);
    }

    private Descriptions() {}

    /** Every rule of every language, with its examples (for the tests and the docs). */
    public static List<Rule> rules() {
        return List.copyOf(RULES);
    }

    /**
     * The descriptive mentions of a post: {@code names} are the server's characters as stored,
     * {@code speaker} the character a proxy or webhook posts as (null for none).
     */
    public static List<Mention> read(String text, List<String> names, String speaker) {
        if (text == null || text.isEmpty() || names.isEmpty()) return List.of();
        String plain = withoutDialogue(Fold.keepLength(text));
        List<Tok> toks = tokens(plain);
        List<String[]> nameToks = new ArrayList<>();
        List<String> stored = new ArrayList<>();
        Map<String, List<Integer>> byFirst = new HashMap<>();
        for (String n : names) {
            String[] w = nameTokens(n);
            if (w.length == 0) continue;
            byFirst.computeIfAbsent(w[0], k -> new ArrayList<>()).add(nameToks.size());
            nameToks.add(w);
            stored.add(n);
        }
        String speakerName = null;
        if (speaker != null) {
            String k = Fold.key(speaker);
            for (String n : stored) if (Fold.key(n).equals(k)) speakerName = n;
        }
        Ctx c = new Ctx(text, plain, toks, nameToks, stored, speakerName, byFirst);
        List<Mention> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        // a post is read with the rules of its language (both when its words do not say)
        Lang lang = LanguageGuess.of(Fold.key(plain));
        for (Compiled rule : COMPILED) {
            if (lang != null && rule.rule().lang() != lang) continue;
            for (int i = 0; i < toks.size(); i++) {
                Bind b = new Bind();
                int end = match(c, rule, 0, i, b);
                if (end < 0) continue;
                Mention m = mention(c, rule, b, i, toks.get(end - 1).end);
                if (m != null && seen.add(m.character() + "|" + m.detail() + "|" + b.valueStart))
                    out.add(m);
            }
        }
        out.sort(java.util.Comparator.comparingInt(Mention::start));
        return out;
    }

    /**
     * The canon check's screening of an in-character post, as the core runs it: nothing unless the
     * post names a known character (or comes through a proxy named as one) and has no
     * out-of-character part; then the mentions of the details the check compares. Cheap for the
     * rest: one fold and a look for names.
     */
    public static List<Mention> screen(
            String content, String proxy, KnownNames known, List<OocMarker> markers) {
        if (content == null || content.isEmpty() || known.isEmpty()) return List.of();
        // most posts name no detail the check compares: a scan of their letters says so
        if (!mayDescribe(content)) return List.of();
        String folded = Fold.key(content);
        boolean speaks = proxy != null && known.isKnown(proxy);
        if (!speaks && known.firstIn(folded).isEmpty()) return List.of();
        if (OutOfCharacter.mayHave(folded)
                && !OutOfCharacter.parts(Span.of(content), markers).isEmpty())
            return List.of(); // out of character: not the story
        List<Mention> out = new ArrayList<>();
        for (Mention m : read(content, known.all(), speaks ? proxy : null))
            if (checked(m.detail())) out.add(m);
        return out;
    }

    /**
     * Whether a text could describe a checked detail at all (a cheap first look, folding as it
     * goes): a word naming one ("eyes", "cheveux", "braid"), a compound ("blue-eyed"), or a digit
     * (an age).
     */
    static boolean mayDescribe(String text) {
        int n = text.length();
        long code = 0;
        int len = 0;
        boolean plain = true; // the word is only of a-z, so its code says it
        boolean dash = false;
        for (int i = 0; i <= n; i++) {
            char ch = i < n ? Fold.fold(text.charAt(i)) : ' ';
            if (ch >= 'a' && ch <= 'z') {
                code = code * 27 + (ch - 'a' + 1);
                len++;
                continue;
            }
            if (ch >= '0' && ch <= '9') {
                // an age as the rules read it: "27,", "27-year-old", "27 ans"
                int j = i;
                while (j < n && text.charAt(j) >= '0' && text.charAt(j) <= '9') j++;
                if (j < n && text.charAt(j) == ',') return true;
                if (text.startsWith("-year", j) || text.startsWith(" ans", j)) return true;
                i = j - 1;
                code = 0;
                len = 0;
                plain = true;
                continue;
            }
            if (java.lang.Character.isLetter(ch)) {
                plain = false;
                len++;
                continue;
            }
            if (plain && len >= 2 && len <= MAX_WORD) {
                if (java.util.Arrays.binarySearch(CHECKED_CODES, code) >= 0) return true;
                if (dash && java.util.Arrays.binarySearch(COMPOUND_CODES, code) >= 0) return true;
            }
            dash = ch == '-' && len > 0;
            code = 0;
            len = 0;
            plain = true;
        }
        return false;
    }

    /** A word of 2 to 13 letters a-z as one number (base 27), or -1. */
    private static long code(String w) {
        if (w.length() < 2 || w.length() > MAX_WORD) return -1;
        long c = 0;
        for (int i = 0; i < w.length(); i++) {
            char ch = w.charAt(i);
            if (ch < 'a' || ch > 'z') return -1;
            c = c * 27 + (ch - 'a' + 1);
        }
        return c;
    }

    private static long[] codes(Set<String> words) {
        return words.stream()
                .mapToLong(Descriptions::code)
                .filter(c -> c >= 0)
                .sorted()
                .distinct()
                .toArray();
    }

    private static final int MAX_WORD = 13;

    /** Single words that name a checked detail ("eyes", "yeux", "hair", "braid", "age"...). */
    private static final Set<String> CHECKED_WORDS = new HashSet<>();

    private static final long[] CHECKED_CODES;

    /** First words of every detail word (a cheap look before asking the lexicon). */
    private static final Set<String> DETAIL_HEADS = new HashSet<>();

    private static final long[] COMPOUND_CODES;

    static {
        for (String key : COLOUR_DETAILS) {
            CHECKED_WORDS.add(key);
            for (String lang : new String[] {"en", "fr"})
                CHECKED_WORDS.add(Fold.key(Lexicon.noun(key, lang.equals("fr"))));
        }
        for (String w : LEXICON_WORDS_OF_CHECKED()) CHECKED_WORDS.add(w);
        for (Map.Entry<String, String> e : MORE_DETAILS.entrySet())
            if (COLOUR_DETAILS.contains(e.getValue()))
                for (String w : e.getKey().split(" ")) CHECKED_WORDS.add(w);
        CHECKED_WORDS.removeAll(ALL_STOP); // "des" of "couleur des yeux" says nothing
        CHECKED_WORDS.remove("");
        CHECKED_CODES = codes(CHECKED_WORDS);
        for (String w : Lexicon.words()) {
            String head = w.split(" ")[0];
            DETAIL_HEADS.add(head);
            DETAIL_HEADS.add(head + "s");
        }
        for (String w : MORE_DETAILS.keySet()) DETAIL_HEADS.add(w.split(" ")[0]);
        COMPOUND_CODES = codes(COMPOUNDS.keySet());
    }

    private static List<String> LEXICON_WORDS_OF_CHECKED() {
        List<String> out = new ArrayList<>();
        for (String w : Lexicon.words())
            if (COLOUR_DETAILS.contains(Lexicon.canonical(w))) {
                for (String part : w.split(" ")) {
                    out.add(part);
                    if (part.endsWith("s")) out.add(part.substring(0, part.length() - 1));
                    else out.add(part + "s");
                }
            }
        return out;
    }

    /** Whether the canon check compares this detail's values (colours of eyes and hair, ages). */
    public static boolean checked(String detail) {
        return "age".equals(detail) || COLOUR_DETAILS.contains(detail);
    }

    /**
     * Whether a post's value of a detail definitely cannot hold with the stored one: two colours of
     * eyes (or hair, skin...) with nothing in common or close, or two different ages. Anything else
     * (a value of no class, "tired" against "green", "dark brown" against "brown") is no
     * contradiction.
     */
    public static boolean contradicts(String detail, String canon, String post) {
        if (detail == null || canon == null || post == null) return false;
        if ("age".equals(detail)) {
            Integer a = age(canon), b = age(post);
            return a != null && b != null && !a.equals(b);
        }
        if (!COLOUR_DETAILS.contains(detail)) return false;
        Set<String> x = colours(canon), y = colours(post);
        if (x.isEmpty() || y.isEmpty()) return false;
        for (String p : y)
            for (String q : x) if (p.equals(q) || COLOURS.get(p).near().contains(q)) return false;
        for (String q : x) for (String p : y) if (COLOURS.get(q).near().contains(p)) return false;
        return true;
    }

    /**
     * What a value is once folded, for telling a contradiction once: its colours ("blue" and
     * "bleus" are one), its age, else its folded words.
     */
    public static String valueKey(String detail, String value) {
        if ("age".equals(detail)) {
            Integer a = age(value);
            if (a != null) return a.toString();
        }
        Set<String> c = colours(value);
        if (!c.isEmpty()) return String.join(",", new java.util.TreeSet<>(c));
        return Fold.key(value);
    }

    /** The colour keys a value names ("dark brown" -> brown, dark; "tired" -> none). */
    static Set<String> colours(String value) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : Fold.key(value).split("[^\\p{L}]+")) {
            Colour c = COLOUR_OF_WORD.get(w);
            if (c != null) out.add(c.key());
        }
        // "dark brown": the modifier is not a colour of its own beside a real one
        if (out.size() > 1) out.remove("dark");
        return out;
    }

    private static final Pattern AGE_VALUE =
            Pattern.compile("^(\\d{1,3})(?:[- ]?(?:years?[- ]old|years?|yrs?|yo|y/o|ans|an))?$");

    /** A definite age ("27", "27 years old", "27 ans"); null for an estimate or anything else. */
    private static Integer age(String value) {
        Matcher m = AGE_VALUE.matcher(Fold.key(value));
        return m.matches() ? Integer.parseInt(m.group(1)) : null;
    }

    // the matcher

    private record Tok(String w, int start, int end) {}

    private record Ctx(
            String text,
            String plain,
            List<Tok> toks,
            List<String[]> names,
            List<String> stored,
            String speaker,
            Map<String, List<Integer>> byFirst) {}

    private static final Map<String, String[]> NAME_TOKENS =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** A name's folded tokens, kept (a server's names are read again with every post). */
    private static String[] nameTokens(String name) {
        String[] w = NAME_TOKENS.get(name);
        if (w != null) return w;
        List<Tok> t = tokens(Fold.keepLength(name));
        w = new String[t.size()];
        for (int i = 0; i < w.length; i++) w[i] = t.get(i).w;
        if (NAME_TOKENS.size() > 100_000) NAME_TOKENS.clear();
        NAME_TOKENS.put(name, w);
        return w;
    }

    private static final class Bind {
        String character;
        int possAt = -1;
        int valueStart = -1, valueEnd = -1;
        String detailWords;
        String detailKey;
        int anchor = -1;
    }

    private enum Kind {
        NAME,
        NAME_POSS,
        POSS,
        VALUE,
        DETAIL,
        COMPOUND,
        AGE,
        AGE_COMPOUND,
        COMMA,
        SUBJECT,
        WORDS
    }

    private record El(Kind kind, Set<String> words) {}

    private record Compiled(Rule rule, List<El> els) {}

    private static Compiled compile(Rule r) {
        List<El> els = new ArrayList<>();
        for (String part : r.pattern().split("\\s+")) {
            switch (part) {
                case "{name}" -> els.add(new El(Kind.NAME, null));
                case "{name's}" -> els.add(new El(Kind.NAME_POSS, null));
                case "{poss}" -> els.add(new El(Kind.POSS, null));
                case "{value}" -> els.add(new El(Kind.VALUE, null));
                case "{detail}" -> els.add(new El(Kind.DETAIL, null));
                case "{compound}" -> els.add(new El(Kind.COMPOUND, null));
                case "{age}" -> els.add(new El(Kind.AGE, null));
                case "{age}-year-old" -> els.add(new El(Kind.AGE_COMPOUND, null));
                case "," -> els.add(new El(Kind.COMMA, null));
                case "{subject}" -> els.add(new El(Kind.SUBJECT, null));
                default -> els.add(new El(Kind.WORDS, Set.of(Fold.key(part).split("\\|"))));
            }
        }
        return new Compiled(r, els);
    }

    /** Matches elements from {@code e} at token {@code i}; the end token, or -1. */
    private static int match(Ctx c, Compiled rule, int e, int i, Bind b) {
        if (e == rule.els().size()) return i;
        El el = rule.els().get(e);
        List<Tok> t = c.toks();
        Lang lang = rule.rule().lang();
        switch (el.kind()) {
            case NAME, NAME_POSS -> {
                if (i >= t.size()) return -1;
                List<Integer> candidates = c.byFirst().get(t.get(i).w);
                if (candidates == null) return -1;
                for (int n : candidates) {
                    String[] w = c.names().get(n);
                    int j = i;
                    boolean ok = true;
                    for (String s : w) {
                        if (j >= t.size() || !t.get(j).w.equals(s)) {
                            ok = false;
                            break;
                        }
                        j++;
                    }
                    if (!ok) continue;
                    if (el.kind() == Kind.NAME_POSS) {
                        if (j >= t.size() || !t.get(j).w.equals("'")) continue;
                        j++;
                        if (j < t.size() && t.get(j).w.equals("s")) j++;
                    }
                    String before = b.character;
                    int anchor = b.anchor;
                    b.character = c.stored().get(n);
                    if (b.anchor < 0) b.anchor = i;
                    int r = match(c, rule, e + 1, j, b);
                    if (r >= 0) return r;
                    b.character = before;
                    b.anchor = anchor;
                }
                return -1;
            }
            case POSS -> {
                if (i >= t.size() || !POSSESSIVES.get(lang).contains(t.get(i).w)) return -1;
                b.possAt = i;
                return match(c, rule, e + 1, i + 1, b);
            }
            case VALUE -> {
                for (int len = Math.min(3, t.size() - i); len >= 1; len--) {
                    if (!valueWords(c, t, i, len, lang)) continue;
                    b.valueStart = t.get(i).start;
                    b.valueEnd = t.get(i + len - 1).end;
                    int r = match(c, rule, e + 1, i + len, b);
                    if (r >= 0) return r;
                }
                return -1;
            }
            case DETAIL -> {
                if (i >= t.size() || !DETAIL_HEADS.contains(t.get(i).w)) return -1;
                for (int len = Math.min(3, t.size() - i); len >= 1; len--) {
                    StringBuilder sb = new StringBuilder();
                    boolean words = true;
                    for (int k = i; k < i + len; k++) {
                        if (!isWord(t.get(k).w)) words = false;
                        sb.append(k > i ? " " : "").append(t.get(k).w);
                    }
                    if (!words) continue;
                    String phrase = sb.toString();
                    String head = t.get(i).w;
                    String more = MORE_DETAILS.get(phrase);
                    if (more == null
                            && (ALL_STOP.contains(head)
                                    || ALL_POSSESSIVES.contains(head)
                                    || NOT_DETAILS.contains(phrase)
                                    || !Lexicon.isKnown(phrase))) continue;
                    b.detailWords = phrase;
                    b.detailKey = more != null ? more : Lexicon.canonical(phrase);
                    int r = match(c, rule, e + 1, i + len, b);
                    if (r >= 0) return r;
                }
                return -1;
            }
            case COMPOUND -> {
                if (i >= t.size()) return -1;
                String w = t.get(i).w;
                int dash = w.lastIndexOf('-');
                if (dash <= 0) return -1;
                String key = COMPOUNDS.get(w.substring(dash + 1));
                if (key == null) return -1;
                b.detailKey = Lexicon.canonical(key);
                b.valueStart = t.get(i).start;
                b.valueEnd = t.get(i).start + dash;
                return match(c, rule, e + 1, i + 1, b);
            }
            case AGE -> {
                if (i >= t.size() || !t.get(i).w.matches("\\d{1,3}")) return -1;
                b.detailKey = "age";
                b.valueStart = t.get(i).start;
                b.valueEnd = t.get(i).end;
                return match(c, rule, e + 1, i + 1, b);
            }
            case AGE_COMPOUND -> {
                if (i >= t.size() || !t.get(i).w.matches("\\d{1,3}-years?-old")) return -1;
                b.detailKey = "age";
                b.valueStart = t.get(i).start;
                b.valueEnd = t.get(i).start + t.get(i).w.indexOf('-');
                return match(c, rule, e + 1, i + 1, b);
            }
            case COMMA -> {
                if (i >= t.size() || !t.get(i).w.equals(",")) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
            case SUBJECT -> {
                String who = subject(c, i);
                if (who == null) return -1;
                b.character = who;
                return match(c, rule, e + 1, i, b);
            }
            case WORDS -> {
                if (i >= t.size() || !el.words().contains(t.get(i).w)) return -1;
                return match(c, rule, e + 1, i + 1, b);
            }
        }
        return -1;
    }

    private static boolean valueWords(Ctx c, List<Tok> t, int i, int len, Lang lang) {
        for (int k = i; k < i + len; k++) {
            String w = t.get(k).w;
            if (!isWord(w) || ALL_STOP.contains(w) || ALL_POSSESSIVES.contains(w)) return false;
            if ((Lexicon.isKnown(w) || MORE_DETAILS.containsKey(w))
                    && !COLOUR_OF_WORD.containsKey(w)) return false;
            for (String[] n : c.names()) if (n[0].equals(w)) return false;
        }
        return true;
    }

    private static boolean isWord(String w) {
        return !w.isEmpty() && (java.lang.Character.isLetterOrDigit(w.charAt(0)));
    }

    private static Mention mention(Ctx c, Compiled rule, Bind b, int at, int matchEnd) {
        String character = b.character;
        if (b.possAt >= 0 && character == null) character = possessor(c, b.possAt);
        if (character == null || b.detailKey == null || b.valueStart < 0) return null;
        int s = sentenceStart(c.plain(), c.toks().get(at).start);
        int e = sentenceEnd(c.plain(), b.valueEnd);
        String sentence = c.plain().substring(s, e);
        if (HEDGE.matcher(sentence).find() || UNTRUE.matcher(sentence).find()) return null;
        int cs = clauseStart(c.plain(), b.valueStart);
        // a negation before the end of the description, in its clause ("her eyes, never blue";
        // not "her dark brown eyes never leaving the newcomer")
        int ce = Math.min(clauseEnd(c.plain(), b.valueEnd), Math.max(matchEnd, b.valueEnd));
        if (NEGATION.matcher(c.plain().substring(cs, Math.max(cs, ce))).find()) return null;
        // "her eyes look blue": the clause the description is in, up to its end
        int whole = clauseEnd(c.plain(), Math.max(matchEnd, b.valueEnd));
        if (CLAUSE_HEDGE.matcher(c.plain().substring(cs, Math.max(cs, whole))).find()) return null;
        String value = c.text().substring(b.valueStart, b.valueEnd).strip();
        if (value.isEmpty()) return null;
        int start = Math.min(c.toks().get(at).start, b.valueStart);
        return new Mention(
                character,
                b.detailKey,
                value,
                start,
                Math.max(b.valueEnd, start),
                rule.rule().pattern());
    }

    /**
     * The one character a possessive stands for: the only known character named before it in the
     * post (the proxy's character counts as named), with no other capitalised name between them.
     */
    private static String possessor(Ctx c, int possAt) {
        Set<String> named = new LinkedHashSet<>();
        if (c.speaker() != null) named.add(c.speaker());
        List<Tok> t = c.toks();
        int lastName = -1;
        for (int i = 0; i < possAt; i++) {
            for (int n = 0; n < c.names().size(); n++) {
                String[] w = c.names().get(n);
                boolean ok = i + w.length <= possAt;
                for (int k = 0; ok && k < w.length; k++) ok = t.get(i + k).w.equals(w[k]);
                if (ok) {
                    named.add(c.stored().get(n));
                    lastName = i + w.length - 1;
                }
            }
        }
        if (named.size() != 1) return null;
        // "who pushes his hair back": the possessive belongs to someone the relative names
        for (int i = Math.max(0, lastName + 1); i < possAt; i++)
            if (RELATIVES.contains(t.get(i).w)) return null;
        // "her" in a post that also says "he" or "his" (or "his" beside "she"): two people
        String own = t.get(possAt).w;
        Set<String> other = own.equals("her") ? MASCULINE : own.equals("his") ? FEMININE : Set.of();
        for (Tok k : t) if (other.contains(k.w)) return null;
        // another person named between them ("Mira glares at Corwen. He pushes his hair back")
        for (int i = Math.max(0, lastName + 1); i < possAt; i++) {
            Tok k = t.get(i);
            char first = c.text().charAt(k.start);
            if (java.lang.Character.isUpperCase(first)
                    && !atSentenceStart(c.plain(), k.start)
                    && !POSSESSIVES.get(Lang.EN).contains(k.w)) return null;
        }
        return named.iterator().next();
    }

    /**
     * The subject of the sentence that token {@code at} is in, for a bare phrase that describes it
     * ("*Anselm rises from the throne, black eyes narrowing*"): a known name opening the sentence,
     * the only one named before that point and with no other capitalised name between them.
     */
    private static String subject(Ctx c, int at) {
        if (at >= c.toks().size()) return null;
        int s = sentenceStart(c.plain(), c.toks().get(at).start);
        int first = -1;
        for (int i = 0; i < at; i++)
            if (c.toks().get(i).start >= s) {
                first = i;
                break;
            }
        if (first < 0) return null;
        String who = null;
        int after = -1;
        for (int n = 0; n < c.names().size() && who == null; n++) {
            String[] w = c.names().get(n);
            boolean ok = first + w.length <= at;
            for (int k = 0; ok && k < w.length; k++) ok = c.toks().get(first + k).w.equals(w[k]);
            if (ok) {
                who = c.stored().get(n);
                after = first + w.length;
            }
        }
        if (who == null) return null;
        for (int i = after; i < at; i++) {
            Tok k = c.toks().get(i);
            if (java.lang.Character.isUpperCase(c.text().charAt(k.start))) return null;
            for (String[] w : c.names()) if (w[0].equals(k.w)) return null;
        }
        return who;
    }

    private static final Set<String> RELATIVES = Set.of("who", "whom", "whose", "qui", "dont");
    private static final Set<String> MASCULINE = Set.of("he", "him", "his", "himself");
    private static final Set<String> FEMININE = Set.of("she", "her", "hers", "herself");

    private static boolean atSentenceStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) {
            char ch = s.charAt(i);
            if (java.lang.Character.isWhitespace(ch) || ch == '"' || ch == '(') continue;
            return ".!?*\n:;".indexOf(ch) >= 0;
        }
        return true;
    }

    private static final String CLAUSE_MARKS = ".!?*\n;,:()\u2014\u2013";

    private static int clauseStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) if (CLAUSE_MARKS.indexOf(s.charAt(i)) >= 0) return i + 1;
        return 0;
    }

    private static int clauseEnd(String s, int at) {
        for (int i = Math.max(0, at); i < s.length(); i++)
            if (CLAUSE_MARKS.indexOf(s.charAt(i)) >= 0) return i;
        return s.length();
    }

    private static int sentenceStart(String s, int at) {
        for (int i = at - 1; i >= 0; i--) if (".!?*\n;".indexOf(s.charAt(i)) >= 0) return i + 1;
        return 0;
    }

    private static int sentenceEnd(String s, int at) {
        for (int i = Math.max(0, at); i < s.length(); i++)
            if (".!?*\n;".indexOf(s.charAt(i)) >= 0) return i;
        return s.length();
    }

    // text

    private static final Pattern TOKEN =
            Pattern.compile("[\\p{L}\\p{N}]+(?:-[\\p{L}\\p{N}]+)*|'|,");

    private static List<Tok> tokens(String folded) {
        List<Tok> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(folded);
        while (m.find()) out.add(new Tok(m.group(), m.start(), m.end()));
        return out;
    }

    /**
     * The folded text with what is inside quotes blanked (same length): "..." and « ... », and
     * '...' when the quote opens after a space or a mark and closes before one.
     */
    static String withoutDialogue(String folded) {
        char[] c = folded.toCharArray();
        blank(c, '"', '"');
        blank(c, '\u00AB', '\u00BB');
        // single quotes: an opening one after a space or mark, a closing one before one
        int open = -1;
        for (int i = 0; i < c.length; i++) {
            if (c[i] != '\'') continue;
            boolean before = i == 0 || !java.lang.Character.isLetterOrDigit(c[i - 1]);
            boolean after = i + 1 >= c.length || !java.lang.Character.isLetterOrDigit(c[i + 1]);
            if (open < 0 && before && !after) open = i;
            else if (open >= 0 && after && !before) {
                for (int k = open; k <= i; k++) if (c[k] != '\n') c[k] = ' ';
                open = -1;
            }
        }
        return new String(c);
    }

    private static void blank(char[] c, char open, char close) {
        int from = -1;
        for (int i = 0; i < c.length; i++) {
            if (from < 0 && c[i] == open) from = i;
            else if (from >= 0 && c[i] == close) {
                for (int k = from; k <= i; k++) if (c[k] != '\n') c[k] = ' ';
                from = -1;
            }
        }
        // an unclosed quote runs to the end: still dialogue
        if (from >= 0) for (int k = from; k < c.length; k++) if (c[k] != '\n') c[k] = ' ';
    }

    private static Pattern wordsPattern(List<String> words) {
        List<String> alts = new ArrayList<>();
        for (String w : words) {
            String k = Fold.key(w);
            if (k.isEmpty()) continue;
            alts.add(Pattern.quote(k).replace(" ", "\\E\\s+\\Q"));
        }
        alts.sort((a, b) -> b.length() - a.length());
        return Pattern.compile(
                "(?<![\\p{L}\\p{N}])(?:" + String.join("|", alts) + ")(?![\\p{L}\\p{N}])");
    }

    private static Set<String> folded(List<String> words) {
        Set<String> out = new HashSet<>();
        if (words != null) for (String w : words) out.add(Fold.key(w));
        return out;
    }

    private static List<String> lines(String resource) {
        try (InputStream in = Descriptions.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource " + resource);
            List<String> out = new ArrayList<>();
            try (BufferedReader r =
                    new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    String s = line.strip();
                    if (s.isEmpty() || s.startsWith("#")) continue;
                    out.add(line.contains("\t") ? line : s);
                }
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
