package continuity.memory;

import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Fold;
import continuity.understand.Lexicon;
import continuity.understand.QuestionClaim;
import continuity.understand.QuestionDetails;
import continuity.understand.Reader;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Answers only from what is stored, for the story and scene in force here: the most specific
 * current note (scene over story over profile), never one of another story, scene or guild, never a
 * replaced or forgotten one. Says so plainly when nothing answers.
 */
final class Recall {
    private Recall() {}

    static Reply answer(Turn t, QuestionClaim q, String proxyName) {
        Lang lang = q.lang();
        if (q.pastEvent()) return Reply.of(ReplyKind.NOTHING_SAVED, Wording.pastEvent(lang));
        Subject s = q.subject();
        Optional<Character> c;
        if (s != null && s.type() == Subject.Type.NAMED) {
            c = t.repo.character(t.guild(), Names.key(s.name()));
            if (c.isEmpty())
                return Reply.of(
                        ReplyKind.NOTHING_SAVED,
                        Wording.unknownCharacter(lang, Names.clean(s.name())));
        } else if (s != null && s.type() == Subject.Type.SPEAKER && proxyName != null) {
            c = t.repo.character(t.guild(), Names.key(proxyName));
            if (c.isEmpty())
                return Reply.of(
                        ReplyKind.NOTHING_SAVED,
                        Wording.unknownCharacter(lang, Names.clean(proxyName)));
        } else {
            List<Character> all = t.repo.characters(t.guild());
            if (all.size() == 1) c = Optional.of(all.get(0));
            else if (all.isEmpty())
                return Reply.of(
                        ReplyKind.NOTHING_SAVED, Wording.nothingAbout(lang, "anyone", null));
            else {
                List<String> names = all.stream().map(Character::name).limit(5).toList();
                return Reply.of(ReplyKind.ASKED_CHARACTER, Wording.askCharacter(lang, names));
            }
        }
        if (q.everything()) return everything(t, c.get(), lang);
        return about(t, c.get(), q.detail(), q.topic(), lang);
    }

    /**
     * "What do you know about X": every current note of X that applies here, most specific first.
     */
    static Reply everything(Turn t, Character c, Lang lang) {
        Place place = t.place();
        // the entries shown and a count, not every note of the character: as costly for a
        // character of 10,000 notes as for one of 10
        List<Note> notes = t.repo.currentFactsHere(t.guild(), c.key(), place, EVERYTHING_SHOWN);
        if (notes.isEmpty())
            return Reply.of(ReplyKind.NOTHING_SAVED, Wording.nothingAbout(lang, c.name(), null));
        List<String> lines = new ArrayList<>();
        for (Note m : notes) lines.add("- " + m.text() + " (" + Wording.scope(lang, m) + ")");
        String head = Text.say(lang, "everything.head", c.name());
        int total =
                notes.size() < EVERYTHING_SHOWN
                        ? notes.size()
                        : t.repo.countCurrentFactsHere(t.guild(), c.key(), place);
        String more =
                total > EVERYTHING_SHOWN
                        ? "\n" + Text.say(lang, "everything.more", total - EVERYTHING_SHOWN)
                        : "";
        return Reply.of(ReplyKind.RECALLED, head + "\n" + String.join("\n", lines) + more);
    }

    /** How many notes "what do you know about X" lists (the rest are counted). */
    static final int EVERYTHING_SHOWN = 15;

    /** {@code /memory recall character about}. */
    static Reply command(Turn t, String character, String about, Lang lang) {
        Optional<Character> c = t.repo.character(t.guild(), Names.key(character));
        if (c.isEmpty())
            return Reply.of(
                    ReplyKind.NOTHING_SAVED,
                    Wording.unknownCharacter(lang, Names.clean(character)));
        String f = Fold.key(about);
        String attribute = Lexicon.isKnown(f) ? Lexicon.canonical(f) : null;
        if (attribute == null) {
            List<String> mentioned = Lexicon.mentioned(f);
            if (!mentioned.isEmpty()) attribute = mentioned.get(0);
        }
        return about(t, c.get(), Detail.of(attribute), attribute == null ? f : null, lang);
    }

    private static final Set<Status> CURRENT = Set.of(Status.ACTIVE, Status.DISPUTED);

    /** Relatives: a note of one character names the other ("Corvin is Mira's brother"). */
    private static final Set<Detail> KIN =
            Set.of(
                    Detail.of("sibling"),
                    Detail.of("parent"),
                    Detail.of("child"),
                    Detail.of("partner"));

    static Reply about(Turn t, Character c, Detail detail, String topic, Lang lang) {
        Place place = t.place();
        List<Note> matching;
        // only the character's current facts (about the attribute, when known) are read: recall
        // costs the same however many notes the guild and the other guilds hold
        if (detail.named()) {
            matching =
                    t.repo.facts(t.guild(), c.key(), detail, CURRENT).stream()
                            .filter(place::covers)
                            .toList();
            if (matching.isEmpty()) {
                // a free note whose sentence states that detail ("Aldric works as a blacksmith" for
                // an occupation)
                matching =
                        t.repo.facts(t.guild(), c.key(), Detail.FREE, CURRENT).stream()
                                .filter(place::covers)
                                .filter(
                                        m -> {
                                            FactClaim p = Reader.readNote(m.text(), c.name());
                                            return p != null && detail.equals(p.detail());
                                        })
                                .toList();
            }
            if (matching.isEmpty()) {
                // "where is Ilka from?" asks the hometown: her birthplace answers it, and so does
                // a free detail whose words point to it ("homeworld")
                matching =
                        t.repo.facts(t.guild(), c.key(), CURRENT).stream()
                                .filter(place::covers)
                                .filter(m -> QuestionDetails.answers(m.detail(), detail))
                                .toList();
            }
            if (matching.isEmpty() && KIN.contains(detail)) {
                // "who is Mira's brother?": the relative is noted on the other character ("Corvin
                // is Mira's brother")
                matching =
                        t.repo.characters(t.guild()).stream()
                                .filter(o -> !o.key().equals(c.key()))
                                .flatMap(
                                        o ->
                                                t
                                                        .repo
                                                        .facts(t.guild(), o.key(), detail, CURRENT)
                                                        .stream())
                                .filter(place::covers)
                                .filter(m -> Values.names(c.name(), m.value()))
                                .toList();
            }
        } else if (topic != null && !topic.isBlank()) {
            Detail key = Detail.of(Lexicon.canonical(topic));
            matching =
                    t.repo.facts(t.guild(), c.key(), CURRENT).stream()
                            .filter(place::covers)
                            .filter(m -> m.detail().equals(key) || containsAll(m, topic))
                            .toList();
        } else {
            matching = List.of();
        }
        Optional<Note> best =
                matching.stream()
                        .filter(m -> m.status() == Status.ACTIVE)
                        .max(
                                Comparator.comparingInt((Note m) -> m.scope().specificity())
                                        .thenComparing(Note::createdAt));
        if (best.isEmpty()) {
            String nothing = Wording.nothingAbout(lang, c.name(), topicWords(detail, topic, lang));
            Optional<Note> proposed =
                    matching.stream().filter(m -> m.status() == Status.DISPUTED).findFirst();
            if (proposed.isPresent()) nothing += " " + Wording.onlyProposed(lang, proposed.get());
            return Reply.of(ReplyKind.NOTHING_SAVED, nothing);
        }
        Note m = best.get();
        Note disputed =
                matching.stream()
                        .filter(
                                x ->
                                        x.status() == Status.DISPUTED
                                                && x.scope() == m.scope()
                                                && java.util.Objects.equals(
                                                        x.scopeId(), m.scopeId()))
                        .findFirst()
                        .orElse(null);
        return Reply.of(ReplyKind.RECALLED, Wording.recalled(lang, m, disputed));
    }

    private static String topicWords(Detail detail, String topic, Lang lang) {
        if (detail.named()) return Lexicon.noun(detail.key(), lang == Lang.FR);
        return topic;
    }

    private static boolean containsAll(Note m, String topic) {
        String hay = Fold.key(m.text() + " " + m.detail().key());
        for (String w : Fold.key(topic).split("\\s+")) {
            if (w.length() >= 3 && !hay.contains(w)) return false;
        }
        return !topic.isBlank();
    }
}
