package continuity.memory;

import continuity.chat.Lang;

import java.util.List;

/** Every sentence the bot says, in English and French. */
public final class Wording {
    private Wording() {
    }

    static boolean fr(Lang lang) {
        return lang == Lang.FR;
    }

    static String q(Lang lang, String s) {
        return fr(lang) ? "« " + s + " »" : "\u201C" + s + "\u201D";
    }

    /** The scope in plain words: "in Mira's profile (every story)", "in the scene “Winter ball” only". */
    public static String scope(Lang lang, Scope scope, String scopeName, String character) {
        boolean f = fr(lang);
        return switch (scope) {
            case PROFILE -> f ? "dans le profil de " + character + " (toutes les histoires)"
                    : "in " + character + "'s profile (every story)";
            case STORY -> scopeName == null
                    ? (f ? "dans l'histoire de ce salon seulement" : "in this channel's story only")
                    : (f ? "dans l'histoire " + q(lang, scopeName) + " seulement"
                    : "in the story " + q(lang, scopeName) + " only");
            case SCENE -> f ? "dans la scène " + q(lang, scopeName) + " seulement"
                    : "in the scene " + q(lang, scopeName) + " only";
            case ALL_CHATS -> f ? "dans toutes vos discussions" : "in all your chats";
            case CHARACTER -> f ? "pour " + character : "for " + character;
        };
    }

    static String scope(Lang lang, Memory m) {
        return scope(lang, m.scope(), m.scopeName(), m.character());
    }

    static Lang lang(Memory m) {
        return m.isFrench() ? Lang.FR : Lang.EN;
    }

    static String saved(Lang lang, Memory m) {
        return fr(lang) ? "C'est noté : " + q(lang, m.text()) + ", " + scope(lang, m) + "."
                : "Noted: " + q(lang, m.text()) + ", " + scope(lang, m) + ".";
    }

    static String replaced(Lang lang, Memory m, Memory old) {
        return fr(lang)
                ? "C'est noté : " + q(lang, m.text()) + ", " + scope(lang, m) + ", à la place de la note précédente "
                + q(lang, old.text()) + "."
                : "Noted: " + q(lang, m.text()) + ", " + scope(lang, m) + ", replacing the earlier note "
                + q(lang, old.text()) + ".";
    }

    static String alreadyNoted(Lang lang, Memory m) {
        return fr(lang) ? "C'est déjà noté : " + q(lang, m.text()) + ", " + scope(lang, m) + ". Rien n'a changé."
                : "Already noted: " + q(lang, m.text()) + ", " + scope(lang, m) + ". Nothing changed.";
    }

    static String askScope(Lang lang, String sentence, Memory elsewhere, Place place) {
        boolean f = fr(lang);
        String story = place.story().named() ? q(lang, place.story().name()) : null;
        StringBuilder sb = new StringBuilder();
        if (f) {
            sb.append("Où s'applique ").append(q(lang, sentence)).append(" : dans toutes les histoires, ");
            sb.append(story != null ? "seulement dans l'histoire " + story : "seulement dans cette histoire");
            if (place.scene() != null) sb.append(", ou seulement dans la scène ").append(q(lang, place.scene().name()));
            sb.append(" ?");
            if (elsewhere != null) sb.append(" Le profil dit actuellement ").append(q(lang, elsewhere.text())).append('.');
        } else {
            sb.append("Where does ").append(q(lang, sentence)).append(" apply: in every story, ");
            sb.append(story != null ? "only in the story " + story : "only in this story");
            if (place.scene() != null) sb.append(", or only in the scene ").append(q(lang, place.scene().name()));
            sb.append('?');
            if (elsewhere != null) sb.append(" The profile currently says ").append(q(lang, elsewhere.text())).append('.');
        }
        return sb.toString();
    }

    static String noSceneRunning(Lang lang) {
        return fr(lang) ? "Aucune scène n'est en cours ici (lancez-en une avec /scene start)."
                : "No scene is running here (start one with /scene start).";
    }

    static String askCharacter(Lang lang, List<String> names) {
        return fr(lang) ? "De quel personnage parlez-vous : " + or(lang, names) + " ?"
                : "Which character do you mean: " + or(lang, names) + "?";
    }

    static String whoIsMe(Lang lang) {
        return fr(lang) ? "Je ne sais pas de quel personnage vous parlez : nommez-le, ou écrivez par son proxy."
                : "I can't tell which character you mean: name them, or write through their proxy.";
    }

    static String or(Lang lang, List<String> names) {
        if (names.size() == 1) return names.get(0);
        String last = names.get(names.size() - 1);
        return String.join(", ", names.subList(0, names.size() - 1)) + (fr(lang) ? " ou " : " or ") + last;
    }

    static String disputed(Lang lang, String proposer, Memory proposal, Memory current) {
        boolean f = fr(lang);
        String c = proposal.character();
        if (current == null) {
            return f ? proposer + " propose " + q(lang, proposal.text()) + ", " + scope(lang, proposal)
                    + ". Seul le propriétaire de " + c + " ou un MJ peut accepter ou refuser."
                    : proposer + " proposes " + q(lang, proposal.text()) + ", " + scope(lang, proposal) + ". Only "
                    + c + "'s owner or a game master can accept or reject it.";
        }
        return f ? proposer + " propose " + q(lang, proposal.text()) + " au lieu de " + q(lang, current.text()) + ", "
                + scope(lang, proposal) + ". Seul le propriétaire de " + c + " ou un MJ peut accepter ou refuser."
                : proposer + " proposes " + q(lang, proposal.text()) + " instead of " + q(lang, current.text()) + ", "
                + scope(lang, proposal) + ". Only " + c + "'s owner or a game master can accept or reject it.";
    }

    static String recalled(Lang lang, Memory m, Memory disputed) {
        boolean f = fr(lang);
        String when = m.createdAt() == null ? "" : m.createdAt().toString().substring(0, 10);
        String s = f ? q(lang, m.text()) + " (" + scope(lang, m) + ", noté le " + when + ")."
                : q(lang, m.text()) + " (" + scope(lang, m) + ", noted on " + when + ").";
        if (disputed != null) {
            s += f ? " Un changement proposé, " + q(lang, disputed.text())
                    + ", est contesté et attend le propriétaire ou un MJ."
                    : " A proposed change, " + q(lang, disputed.text())
                    + ", is disputed and waits for the owner or a game master.";
        }
        return s;
    }

    static String nothingAbout(Lang lang, String character, String topic) {
        if (topic == null || topic.isBlank()) {
            return fr(lang) ? "Je n'ai rien de noté à ce sujet pour " + character + "."
                    : "I have nothing saved about that for " + character + ".";
        }
        return fr(lang) ? "Je n'ai rien de noté sur " + q(lang, topic) + " pour " + character
                + ". Je ne sais que ce qui a été noté ; ajoutez-le avec /memory remember."
                : "I have nothing saved about " + character + "'s " + topic
                + ". I only know what has been noted; add it with /memory remember.";
    }

    static String onlyProposed(Lang lang, Memory proposal) {
        return fr(lang) ? "Un changement, " + q(lang, proposal.text()) + ", a été proposé et attend le propriétaire ou un MJ."
                : "A change, " + q(lang, proposal.text()) + ", was proposed and waits for the owner or a game master.";
    }

    static String unknownCharacter(Lang lang, String name) {
        return fr(lang) ? "Je n'ai aucune note sur " + name + "." : "I have no notes about " + name + ".";
    }

    static String pastEvent(Lang lang) {
        return fr(lang) ? "Je ne garde pas de souvenirs de moments partagés : seulement les notes enregistrées, "
                + "et aucune n'en parle."
                : "I don't remember shared moments: I only keep the notes people saved, and none of them mentions that.";
    }

    static String whichNote(Lang lang, String query) {
        return fr(lang) ? "Plusieurs notes correspondent à " + q(lang, query) + " : laquelle ?"
                : "Several notes match " + q(lang, query) + ": which one?";
    }

    static String noNote(Lang lang, String query) {
        return fr(lang) ? "Aucune note ne correspond à " + q(lang, query)
                + ". Utilisez /memory show pour voir les notes et leurs identifiants."
                : "No note matches " + q(lang, query) + ". Use /memory show to see the notes and their ids.";
    }
}
