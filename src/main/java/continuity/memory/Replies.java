package continuity.memory;

import continuity.chat.Lang;

/** Short error and refusal sentences, in English and French. */
final class Replies {
    private Replies() {
    }

    private static boolean fr(Lang l) {
        return l == Lang.FR;
    }

    static String tooLong(Lang l, int max) {
        return fr(l) ? "Cette note est trop longue : " + max + " caractères au plus. Raccourcissez-la et réessayez."
                : "That note is too long: at most " + max + " characters. Shorten it and try again.";
    }

    static String rateLimited(Lang l, int perMinute) {
        return fr(l) ? "Doucement : " + perMinute + " changements par minute au plus. Réessayez dans une minute."
                : "Easy there: at most " + perMinute + " changes a minute. Try again in a minute.";
    }

    static String badName(Lang l, String name, int max) {
        return fr(l) ? "Je ne peux pas utiliser " + Wording.q(l, name) + " comme nom de personnage : il doit être non vide, "
                + "d'un seul alphabet, et de " + max + " caractères au plus."
                : "I can't use " + Wording.q(l, name) + " as a character name: it must be non-empty, written in one "
                + "alphabet, and at most " + max + " characters.";
    }

    static String lookAlike(Lang l, String name, String existing) {
        return fr(l) ? Wording.q(l, name) + " ressemble trop au personnage existant " + Wording.q(l, existing)
                + " : utilisez ce nom-là, ou choisissez un nom qui ne lui ressemble pas."
                : Wording.q(l, name) + " looks like the existing character " + Wording.q(l, existing)
                + ": use that name, or pick one that doesn't look like it.";
    }

    /** {@code op} is "edit" or "forget". */
    static String notAllowed(Lang l, String op, String character) {
        boolean edit = "edit".equals(op);
        return fr(l) ? "Vous ne pouvez pas " + (edit ? "modifier" : "oublier") + " cette note : seuls son auteur, le propriétaire de "
                + character + " ou un MJ le peuvent."
                : "You can't " + (edit ? "edit" : "forget") + " this note: only the note's author, " + character
                + "'s owner or a game master can.";
    }

    static String onlyOwnerDecides(Lang l, String character) {
        return fr(l) ? "Seul le propriétaire de " + character + " ou un MJ peut trancher."
                : "Only " + character + "'s owner or a game master can decide this.";
    }

    static String notYourButton(Lang l) {
        return fr(l) ? "Ce bouton est destiné à la personne qui a fait le changement (ou à un MJ)."
                : "This button is for the person who made the change (or a game master).";
    }

    static String expired(Lang l) {
        return fr(l) ? "Ce bouton ne s'applique plus : la note a changé depuis." 
                : "This button no longer applies: the note has changed since.";
    }

    static String directMessage(Lang l) {
        return fr(l) ? "En message privé, je ne garde que vos préférences ; les faits d'une histoire se notent dans un salon du serveur."
                : "In direct messages I keep only your own preferences; story facts belong in a server channel.";
    }

    static String help(Lang l) {
        return fr(l) ? "Je n'ai trouvé ni correction ni question. Exemples : « Les yeux de Mira sont verts, pas bleus. » "
                + "ou « @Continuity de quelle couleur sont les yeux de Mira ? »"
                : "I didn't find a correction or a question in that. Try \u201CMira's eyes are green, not blue.\u201D "
                + "or \u201C@Continuity what colour are Mira's eyes?\u201D";
    }
}
