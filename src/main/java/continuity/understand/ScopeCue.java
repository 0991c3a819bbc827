package continuity.understand;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Words that say where a detail applies: everywhere, this story, this scene. */
public enum ScopeCue {
    EVERYWHERE, STORY, SCENE;

    /** {@code keywords}: every match of the pattern contains one of them, so a text without any skips the regex. */
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

    private static final List<Cue> CUES = List.of(
            cue(SCENE, "(?:for|in|during) this scene(?: only)?|(?:only|just) (?:for |in )?this scene|this scene only"
                    + "|(?:dans|pour|durant|pendant) cette scene(?: seulement| uniquement)?"
                    + "|(?:seulement|uniquement|juste) (?:dans |pour )?cette scene", "scene"),
            cue(STORY, "(?:for|in) this (?:au|alternate universe|story|roleplay|rp|thread|campaign)(?: only)?"
                    + "|(?:only|just) (?:for |in )?this (?:au|story|roleplay|rp|campaign)"
                    + "|this (?:au|story) only"
                    + "|(?:pour|dans) (?:cet|cette) (?:ua|au|histoire|univers alternatif|campagne|rp)"
                    + "(?: seulement| uniquement)?"
                    + "|(?:seulement|uniquement|juste) (?:pour |dans )?(?:cet|cette) (?:ua|au|histoire|campagne)",
                    "this ", "cet"),
            cue(EVERYWHERE, "(?:in|for|across) (?:every|all|each) (?:story|stories|au|aus|roleplays?|rps?)"
                    + "|from now on|everywhere|(?:in|for) (?:the|her|his|their) (?:character )?profile"
                    + "|a partir de maintenant|desormais|dorenavant|dans toutes les histoires"
                    + "|pour toutes les histoires|partout|dans (?:toutes les|chaque) (?:histoire|ua|au)s?",
                    "every", "all", "each", "from now on", "profile", "a partir de maintenant", "desormais",
                    "dorenavant", "toutes", "partout", "chaque"));

    private static Cue cue(ScopeCue c, String regex, String... keywords) {
        return new Cue(c, Pattern.compile(B + "(?:" + regex + ")" + E), List.of(keywords));
    }

    /** A cue found in a folded text, with the text less the cue. */
    public record Found(ScopeCue cue, String rest) {
    }

    /**
     * The most specific cue in the folded text (scene over story over everywhere), removed from
     * the text; the rest keeps the folded text's indices by blanking the cue with spaces.
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
        t = t.replaceAll("^(?:(?:ok|okay|yes|oui|d'accord|please|svp|s'il te plait|stp)\\s*)+", "");
        if (t.matches("(?:(?:only|just) )?(?:for |in )?(?:this|the) scene(?: only)?"
                + "|(?:seulement|uniquement|juste) (?:dans |pour )?(?:cette|la) scene|(?:dans |pour )?cette scene(?: seulement| uniquement)?"
                + "|scene")) {
            return Optional.of(SCENE);
        }
        if (t.matches("(?:(?:only|just) )?(?:for |in )?(?:this|the) (?:story|au|rp|roleplay)(?: only)?"
                + "|(?:seulement|uniquement|juste) (?:dans |pour )?(?:cette|l') ?(?:histoire|ua|au)"
                + "|(?:dans |pour )?(?:cette histoire|cet ua)(?: seulement| uniquement)?|story|histoire")) {
            return Optional.of(STORY);
        }
        if (t.matches("(?:in |for )?(?:every|all|each) (?:story|stories|au|aus)|everywhere|always|the profile|profile"
                + "|(?:dans |pour )?(?:toutes les histoires|chaque histoire)|partout|toujours|le profil|profil")) {
            return Optional.of(EVERYWHERE);
        }
        return Optional.empty();
    }
}
