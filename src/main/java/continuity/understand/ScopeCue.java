package continuity.understand;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Words that say where a detail applies: everywhere, this story, this scene. */
public enum ScopeCue {
    EVERYWHERE,
    STORY,
    SCENE;

    /**
     * {@code keywords}: every match of the pattern contains one of them, so a text without any
     * skips the regex.
     */
    private record Cue(ScopeCue cue, Pattern pattern, List<String> keywords) {
        boolean mayMatch(String folded) {
            for (String k : keywords) {
                if (folded.contains(k)) return true;
            }
            return false;
        }
    }

    private static final String B = "(?<![\\p{L}])";
    private static final String E = "(?![\\p{L}])";

    private static final List<Cue> CUES =
            List.of(
                    cue(
                            SCENE,
                            "(?:(?:only|just) )?(?:for|in|during) this (?:scene|scène)(?: only)?|(?:only|just) (?:for |in )?this scene|this scene only"
                                    + "|(?:dans|pour|durant|pendant) cette scene(?: seulement| uniquement)?"
                                    + "|(?:seulement|uniquement|juste) (?:dans |pour )?cette scene",
                            "scene"),
                    cue(
                            STORY,
                            "(?:(?:only|just) )?(?:for|in) this (?:au|alternate universe|story|roleplay|rp|thread|campaign|verse)(?: only)?"
                                    + "|(?:only|just) (?:for |in )?this (?:au|story|roleplay|rp|campaign)"
                                    + "|this (?:au|story|rp) only"
                                    // "in the au", "in our au": the alternate universe played here
                                    + "|(?:(?:only|just) )?(?:for|in) (?:the|our) (?:au|alternate universe)(?: only)?"
                                    + "|(?:(?:seulement|uniquement|juste) )?(?:pour|dans) (?:l'|notre )(?:ua|au|univers alternatif)"
                                    + "(?: seulement| uniquement)?"
                                    + "|(?:(?:seulement|uniquement|juste) )?(?:pour|dans) (?:cet|cette|ce) (?:ua|au|histoire|univers alternatif|campagne|rp)"
                                    + "(?: seulement| uniquement)?"
                                    + "|(?:seulement|uniquement|juste) (?:pour |dans )?(?:cet|cette|ce) (?:ua|au|histoire|campagne|rp)",
                            "this ",
                            "cet",
                            "cette",
                            "ce ",
                            " au",
                            "'au",
                            " ua",
                            "'ua",
                            "alternate universe",
                            "univers alternatif"),
                    cue(
                            EVERYWHERE,
                            "(?:in|for|across) (?:every|all|each) (?:story|stories|au|aus|roleplays?|rps?)"
                                    + "(?:,? (?:not just|not only) (?:this|the current|the) (?:one|story|au|rp))?"
                                    + "|from now on|everywhere|(?:in|for) (?:the|her|his|their) (?:character )?profile"
                                    + "|a partir de maintenant|desormais|dorenavant|dans toutes les histoires"
                                    + "|pour toutes les histoires|partout|dans (?:toutes les|chaque) (?:histoire|ua|au)s?"
                                    + "(?:,? (?:pas (?:juste|seulement|que)|et pas (?:juste|seulement)) (?:celle-ci|celle ci|cette histoire|ici|cet au|cet ua))?",
                            "every",
                            "all",
                            "each",
                            "from now on",
                            "profile",
                            "a partir de maintenant",
                            "desormais",
                            "dorenavant",
                            "toutes",
                            "partout",
                            "chaque"));

    /**
     * "in every story, not just this one", "dans toutes les histoires pas juste celle-ci": the tail
     * is part of the cue.
     */
    private static final String NOT_JUST =
            "(?:,? (?:not just|not only|pas juste|pas seulement|pas que|et pas juste|et pas seulement)"
                    + " (?:this|the current|the|cette|celle-ci|celle ci|cet|ici)(?: (?:one|story|au|rp|histoire|ua))?)?";

    private static Cue cue(ScopeCue c, String regex, String... keywords) {
        String tail = c == EVERYWHERE ? NOT_JUST : "";
        return new Cue(c, Pattern.compile(B + "(?:" + regex + ")" + tail + E), List.of(keywords));
    }

    /** A cue found in a folded text, with the text less the cue. */
    public record Found(ScopeCue cue, String rest) {}

    /**
     * The most specific cue in the folded text (scene over story over everywhere), removed from the
     * text; the rest keeps the folded text's indices by blanking the cue with spaces.
     */
    public static Optional<Found> find(String folded) {
        Found best = null;
        String rest = folded;
        for (Cue c : CUES) {
            if (!c.mayMatch(rest)) continue;
            Matcher m = c.pattern.matcher(rest);
            boolean any = false;
            StringBuilder sb = new StringBuilder(rest);
            while (m.find()) {
                any = true;
                for (int i = m.start(); i < m.end(); i++) sb.setCharAt(i, ' ');
            }
            if (any) {
                rest = sb.toString();
                if (best == null) best = new Found(c.cue, rest);
                else best = new Found(best.cue, rest);
            }
        }
        return Optional.ofNullable(best);
    }

    /** A typed answer to a scope question ("only this story", "toutes les histoires", ...). */
    public static Optional<ScopeCue> answer(String folded) {
        String t = folded.replaceAll("[^\\p{L}\\p{N}' ]", " ").replaceAll("\\s+", " ").trim();
        t =
                t.replaceAll(
                        "^(?:(?:ok|okay|yes|yeah|yep|oui|ouais|d'accord|please|pls|plz|svp|s'il te plait|stp|euh|hmm|oh|ah)\\s*)+",
                        "");
        t =
                t.replaceAll(
                                "(?:\\s+(?:please|pls|plz|svp|stp|s'il te plait|thanks|thx|ty|merci|lol|mdr|btw))+$",
                                "")
                        .trim();
        t = t.replaceAll("^(?:partout|everywhere)\\s+(?=(?:toutes|every|all))", "");
        if (t.matches(
                "(?:(?:only|just) )?(?:for |in )?(?:this|the) scene(?: only)?"
                        + "|(?:seulement|uniquement|juste) (?:dans |pour )?(?:cette|la) scene|(?:dans |pour )?cette scene(?: seulement| uniquement)?"
                        + "|scene")) {
            return Optional.of(SCENE);
        }
        if (t.matches(
                "(?:(?:only|just) )?(?:for |in )?(?:this|the) (?:story|au|rp|roleplay|alternate universe|verse)(?: only)?"
                        + "|(?:seulement|uniquement|juste) (?:dans |pour )?(?:ce|cet) (?:rp|au|ua)|(?:dans |pour )?(?:ce rp|cet au)(?: seulement| uniquement)?"
                        + "|(?:seulement|uniquement|juste) (?:dans |pour )?(?:cette|l') ?(?:histoire|ua|au)"
                        + "|(?:dans |pour )?(?:cette histoire|cet ua)(?: seulement| uniquement)?|story|histoire")) {
            return Optional.of(STORY);
        }
        if (t.matches(
                "(?:in |for )?(?:every|all|each|all the) (?:story|stories|au|aus|rps?)|everywhere|always|the profile|profile"
                        + "|(?:dans |pour )?(?:tous les rps?|tous les au|toutes les ua)"
                        + "|(?:dans |pour )?(?:toutes les histoires|chaque histoire)|partout|toujours|le profil|profil")) {
            return Optional.of(EVERYWHERE);
        }
        return Optional.empty();
    }
}
