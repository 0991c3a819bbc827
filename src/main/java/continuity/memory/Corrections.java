package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.Decide.Decision;
import continuity.memory.Decide.Who;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Sentences;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Applies a corrected detail. The rule is explicit: a new fact replaces the active fact of the same
 * guild, character, attribute and scope instance, and nothing else. The old note is retired as
 * {@code superseded} in the same transaction. Someone who neither owns the character nor is a game
 * master only proposes ({@code disputed}); an unclear scope is asked ({@code pending}).
 */
public final class Corrections {
    private Corrections() {}

    /** A claim read from a message: resolve the character, then write or ask. */
    static Reply fromClaim(Turn t, FactClaim claim, String messageId, String proxyName) {
        Subject s = claim.subject();
        Lang lang = claim.lang();
        if (s.type() == Subject.Type.NAMED) {
            String name = Names.clean(s.name());
            if (Names.mixesAlphabets(name))
                return Reply.of(
                        ReplyKind.ERROR, Replies.badName(lang, name, t.limits().nameLength()));
            Optional<Character> known = t.character(Names.key(name));
            if (known.isPresent() && takesCapitals(known.get().name(), name))
                known = Optional.of(renamed(t, known.get(), name));
            return write(
                    t,
                    Draft.of(
                            claim,
                            Names.key(name),
                            known.map(Character::name).orElse(name),
                            messageId));
        }
        if (s.type() == Subject.Type.SPEAKER) {
            if (proxyName != null && !proxyName.isBlank()) {
                String name = Names.clean(proxyName);
                Optional<Character> known = t.character(Names.key(name));
                return write(
                        t,
                        Draft.of(
                                claim,
                                Names.key(name),
                                known.map(Character::name).orElse(name),
                                messageId));
            }
            List<Character> mine = t.repo.characters(t.guild()).stream().filter(t::owns).toList();
            if (mine.isEmpty()) return Reply.of(ReplyKind.ASKED_CHARACTER, Wording.whoIsMe(lang));
            return askCharacter(t, claim, mine, messageId);
        }
        List<Character> all = t.repo.characters(t.guild());
        List<Character> fitting = new ArrayList<>();
        if (claim.oldValue() != null) {
            for (Character c : all) {
                boolean fits =
                        t
                                .repo
                                .currentFacts(
                                        t.guild(),
                                        c.key(),
                                        Set.of(),
                                        FactStems.named(claim.oldValue()))
                                .stream()
                                .anyMatch(
                                        m ->
                                                m.kind() == Kind.FACT
                                                        && (claim.detail().none()
                                                                || m.detail().free()
                                                                || claim.detail()
                                                                        .equals(m.detail()))
                                                        && (Values.fits(claim.oldValue(), m.value())
                                                                || Values.names(
                                                                        claim.oldValue(),
                                                                        m.text())));
                if (fits) fitting.add(c);
            }
        }
        if (fitting.size() == 1)
            return write(
                    t, Draft.of(claim, fitting.get(0).key(), fitting.get(0).name(), messageId));
        if (fitting.isEmpty() && all.size() == 1)
            return write(t, Draft.of(claim, all.get(0).key(), all.get(0).name(), messageId));
        List<Character> candidates = fitting.isEmpty() ? all : fitting;
        if (candidates.isEmpty()) return Reply.of(ReplyKind.ASKED_CHARACTER, Wording.whoIsMe(lang));
        return askCharacter(t, claim, candidates, messageId);
    }

    /**
     * Whether a current fact of the claim's character (any character for "her", "my") holds the old
     * value the claim names.
     */
    static boolean oldValueHeld(Turn t, FactClaim claim) {
        if (claim.oldValue() == null) return false;
        List<Character> whose =
                claim.subject().type() == Subject.Type.NAMED
                        ? t.repo.character(t.guild(), Names.key(claim.subject().name())).stream()
                                .toList()
                        : t.repo.characters(t.guild());
        for (Character c : whose) {
            for (Note m :
                    t.repo.currentFacts(
                            t.guild(), c.key(), Set.of(), FactStems.named(claim.oldValue()))) {
                if (m.kind() == Kind.FACT
                        && (Values.fits(claim.oldValue(), m.value())
                                || Values.names(claim.oldValue(), m.text()))) return true;
            }
        }
        return false;
    }

    private static Reply askCharacter(
            Turn t, FactClaim claim, List<Character> candidates, String messageId) {
        List<Character> shown =
                candidates.size() > 5
                        ? candidates.subList(candidates.size() - 5, candidates.size())
                        : candidates;
        Map<String, String> data = new HashMap<>();
        ClaimData.put(claim, data);
        if (messageId != null) data.put("message", messageId);
        data.put("candidates", String.join("\n", shown.stream().map(Character::key).toList()));
        Question q = Questions.open(t, "character", data);
        List<Button> buttons = new ArrayList<>();
        for (Character c : shown) {
            buttons.add(
                    t.labelled(
                            c.name(), new ButtonAction.PickCharacter(q.id(), c.key()), t.user()));
        }
        return Reply.of(
                        ReplyKind.ASKED_CHARACTER,
                        Wording.askCharacter(
                                claim.lang(), shown.stream().map(Character::name).toList()))
                .withButtons(buttons);
    }

    /**
     * Decides the scope (or asks), then writes ({@link Decide#claim}, from one read of the
     * character's current facts that could matter: {@link #notesFor}). Who decides comes first: a
     * member who may not change the character only proposes, in the scope the change would take,
     * and is never asked where it applies (whoever accepts it can move it).
     */
    public static Reply write(Turn t, Draft d) {
        if (d.sentence().length() > t.limits().noteLength()) {
            return Reply.of(ReplyKind.ERROR, Replies.tooLong(d.lang(), t.limits().noteLength()));
        }
        Place place = t.place();
        Optional<Character> existing = t.character(d.characterKey());
        boolean decides =
                existing.isEmpty() || existing.get().owner() == null || t.decides(existing.get());
        List<Note> notes = notesFor(t, d.characterKey(), d.oldValue(), d.detail());
        Decision decision = Decide.claim(notes, d, place, Who.of(decides));
        if (decision instanceof Decide.AskScope a)
            return ask(t, d, place, a.elsewhere(), a.noScene());
        Character ch = ensureCharacter(t, d);
        if (ch == null) return refusedName(t, d);
        // whether this is the character's first detail in the story, asked before it is written
        boolean firstInStory =
                d.cue() == null
                        && place.story().named()
                        && decision instanceof Decide.Write w
                        && w.scope() == Scope.STORY
                        && w.replaces() == null
                        && !t.repo.hasCurrentFactIn(
                                t.guild(),
                                d.characterKey(),
                                Scope.STORY,
                                place.scopeId(Scope.STORY));
        Reply r = apply(t, d, decision, place, null);
        if (firstInStory) return storyByDefault(d, place, r);
        return r;
    }

    /**
     * A new detail said without a scope cue in a channel that plays a named story is kept for that
     * story. The first such detail of a character in the story says so in its confirmation, beside
     * the Every story button that widens it, so that a game master who set the story first is not
     * surprised by an empty profile.
     */
    private static Reply storyByDefault(Draft d, Place place, Reply r) {
        if (r.kind() != ReplyKind.SAVED) return r;
        String why = Text.say(d.lang(), "story.first_detail", place.story().name(), d.character());
        return new Reply(
                r.kind(),
                r.text() + " " + why,
                r.buttons(),
                r.ephemeral(),
                r.title(),
                r.lines(),
                r.attachment(),
                r.lang());
    }

    /**
     * The one read of a character's notes a decision ({@link Decide}) is made from: its current
     * facts of the given attributes (their slots, in every scope), and those that could hold the
     * old value the words name ({@link FactStems}); never the character's other notes, however
     * many.
     */
    static List<Note> notesFor(Turn t, String characterKey, String oldValue, Detail... details) {
        Set<Detail> slots = new java.util.LinkedHashSet<>();
        for (Detail a : details) if (a.named() && !a.free()) slots.add(a);
        return t.repo.currentFacts(t.guild(), characterKey, slots, FactStems.named(oldValue));
    }

    private static Reply ask(Turn t, Draft d, Place place, Note elsewhere, boolean noScene) {
        Note pending = newMemory(t, d, Scope.PROFILE, place, Status.PENDING);
        Character ch = ensureCharacter(t, d);
        if (ch == null) return refusedName(t, d);
        Optional<Reply> refused = Quota.newNote(t, d.lang());
        if (refused.isPresent()) return refused.get();
        t.repo.insert(pending);
        Map<String, String> data = new HashMap<>();
        data.put("memory", pending.id());
        if (d.oldValue() != null) data.put("old", d.oldValue());
        if (d.change()) data.put("change", "true");
        if (d.detail().none()) data.put("free", "true");
        data.put("story_key", place.story().key());
        if (place.story().name() != null) data.put("story_name", place.story().name());
        if (place.scene() != null) {
            data.put("scene_id", place.scene().id());
            data.put("scene_name", place.scene().name());
        }
        Question q = Questions.open(t, "scope", data);
        List<Button> buttons = scopeButtons(t, q, place);
        String text = Wording.askScope(d.lang(), d.sentence(), elsewhere, place);
        if (noScene) text = Wording.noSceneRunning(d.lang()) + " " + text;
        return Reply.of(ReplyKind.ASKED_SCOPE, text).withButtons(buttons);
    }

    private static List<Button> scopeButtons(Turn t, Question q, Place place) {
        List<Button> b = new ArrayList<>();
        b.add(
                t.button(
                        "button.every_story",
                        new ButtonAction.AnswerScope(q.id(), Scope.PROFILE),
                        t.user()));
        b.add(
                t.button(
                        "button.this_story",
                        new ButtonAction.AnswerScope(q.id(), Scope.STORY),
                        t.user()));
        if (place.scene() != null) {
            b.add(
                    t.button(
                            "button.this_scene",
                            new ButtonAction.AnswerScope(q.id(), Scope.SCENE),
                            t.user()));
        }
        return b;
    }

    /**
     * Writes the draft in the given scope: replaces the active note of that slot, or proposes it
     * when the writer may not decide. {@code pending} is the note that waited for this answer.
     */
    public static Reply writeIn(Turn t, Draft draft, Scope scope, Place place, Note pending) {
        Character ch = ensureCharacter(t, draft);
        if (ch == null) return refusedName(t, draft);
        Decision decision =
                Decide.in(
                        notesFor(t, draft.characterKey(), draft.oldValue(), draft.detail()),
                        draft,
                        scope,
                        place,
                        Who.of(t.decides(ch)));
        return apply(t, draft, decision, place, pending);
    }

    /** Carries out a claim's decision: writes, proposes, asks which, or says it is noted. */
    private static Reply apply(Turn t, Draft draft, Decision decision, Place place, Note pending) {
        Lang lang = draft.lang();
        Scope scope;
        Detail detail;
        Note current;
        if (decision instanceof Decide.AskWhich w)
            return askWhich(t, draft, w.scope(), place, pending, w.choices());
        if (decision instanceof Decide.AlreadyNoted a) {
            if (pending != null)
                Retire.note(t, pending, a.current().id(), Retire.Reason.SAME_AS_CURRENT);
            return Reply.of(ReplyKind.OK, Wording.alreadyNoted(lang, a.current()));
        }
        if (decision instanceof Decide.Write w) {
            scope = w.scope();
            detail = w.detail();
            current = w.replaces();
        } else if (decision instanceof Decide.Dispute p) {
            scope = p.scope();
            detail = p.detail();
            current = p.replaces();
        } else throw new IllegalStateException("not a claim's decision: " + decision);
        boolean decides = decision instanceof Decide.Write;
        Draft d =
                detail.equals(draft.detail())
                        ? draft
                        : draft.withDetail(
                                detail,
                                Sentences.fact(
                                        draft.lang(), draft.character(), detail, draft.value()));
        if (pending == null) { // an answer completes a change already counted when the question
            // was asked
            Optional<Reply> refused =
                    current != null && decides
                            ? Quota.replacing(t, lang, current)
                            : Quota.newNote(t, lang);
            if (refused.isPresent()) return refused.get();
        }
        Note fresh =
                pending != null
                        ? settled(pending, d)
                                .inScope(scope, place.scopeId(scope), place.scopeName(scope))
                        : newMemory(t, d, scope, place, Status.ACTIVE);
        String replacedId = current == null ? null : current.id();
        if (!decides) {
            Note proposal =
                    fresh.withStatus(Status.DISPUTED, null, null, null).replacing(replacedId);
            save(t, proposal, pending != null);
            List<Button> buttons =
                    List.of(
                            t.button("button.accept", new ButtonAction.Accept(proposal.id()), null),
                            t.button(
                                    "button.reject", new ButtonAction.Reject(proposal.id()), null));
            return Reply.of(
                            ReplyKind.ASKED_WHICH,
                            Wording.disputed(lang, t.who(), proposal, current))
                    .withButtons(buttons);
        }
        Note now = fresh.withStatus(Status.ACTIVE, null, null, null).replacing(replacedId);
        if (current != null)
            Retire.note(
                    t,
                    current,
                    now.id(),
                    d.change() ? Retire.Reason.CHANGED : Retire.Reason.CORRECTED);
        save(t, now, pending != null);
        return confirmation(t, now, current, place);
    }

    /**
     * The note the author picked was replaced, undone or forgotten since the choice was offered,
     * and the change still waits: it is decided again as a correction naming that note's value, so
     * that the author is asked about the note now in its place (the reply says the picked one
     * changed), or the change is written where nothing is now, or found noted already. Never left
     * waiting with no button that applies (it would stay "waiting for an answer" for good, counted
     * against the limits, out of reach of edit and forget).
     */
    private static Reply chosenChanged(Turn t, Note pending, Note chosen) {
        Draft d =
                Draft.ofNote(
                        pending,
                        Decide.chosenDetail(pending, chosen),
                        chosen.value(),
                        null,
                        t.lang(pending),
                        FactClaim.Change.RETCON);
        Character ch = ensureCharacter(t, d);
        if (ch == null) return refusedName(t, d);
        Place place = t.place();
        Decision decision =
                Decide.in(
                        notesFor(t, d.characterKey(), d.oldValue(), d.detail()),
                        d,
                        chosen.scope(),
                        place,
                        Who.of(t.decides(ch)));
        Reply r = apply(t, d, decision, place, pending);
        if (!(decision instanceof Decide.AskWhich w)) return r;
        String text =
                w.choices().size() == 1
                        ? Wording.pickedNoteChanged(
                                d.lang(), chosen.text(), w.choices().get(0).text(), d.sentence())
                        : Replies.expired(d.lang()) + " " + r.text();
        return new Reply(r.kind(), text, r.buttons(), r.ephemeral(), r.title(), r.lines())
                .inLang(r.lang());
    }

    private static Note settled(Note pending, Draft d) {
        if (pending.detail().equals(d.detail())) return pending;
        return pending.withDetail(d.detail(), d.sentence());
    }

    /**
     * Two notes could be the one corrected: the author picks (the change waits as a pending note).
     */
    private static Reply askWhich(
            Turn t, Draft d, Scope scope, Place place, Note pending, List<Note> choices) {
        Note waiting = pending;
        if (waiting == null) {
            Optional<Reply> refused = Quota.newNote(t, d.lang());
            if (refused.isPresent()) return refused.get();
            Draft free = d.detail().none() ? d.withDetail(Detail.FREE, d.sentence()) : d;
            waiting = newMemory(t, free, Scope.PROFILE, place, Status.PENDING);
            t.repo.insert(waiting);
        }
        List<Button> buttons = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (Note c : choices.subList(0, Math.min(4, choices.size()))) {
            String label = c.text().length() > 60 ? c.text().substring(0, 59) + "…" : c.text();
            buttons.add(
                    t.labelled(
                            label,
                            new ButtonAction.ReplaceNote(waiting.id(), c.id(), scope),
                            t.user()));
            texts.add(c.text());
        }
        String text =
                choices.size() == 1 && d.oldValue() != null
                        ? Wording.oldValueUnmatched(
                                d.lang(), d.sentence(), d.oldValue(), choices.get(0).text())
                        : Wording.whichToReplace(d.lang(), d.sentence(), texts);
        return Reply.of(ReplyKind.ASKED_WHICH, text).withButtons(buttons);
    }

    /** The author picked the note a pending change replaces. */
    static Reply replaceChosen(Turn t, Note pending, Note chosen, Scope scope) {
        if (pending.status() == Status.PENDING && chosen.status() != Status.ACTIVE)
            return chosenChanged(t, pending, chosen);
        Decision decision =
                pending.status() != Status.PENDING || chosen.status() != Status.ACTIVE
                        ? new Decide.Refuse(Decide.Why.EXPIRED)
                        : Decide.chosen(
                                notesFor(
                                        t,
                                        chosen.characterKey(),
                                        null,
                                        pending.detail(),
                                        chosen.detail()),
                                pending,
                                chosen);
        if (!(decision instanceof Decide.Write w))
            return Reply.privately(ReplyKind.ERROR, Replies.expired(t.lang(pending)));
        Place place = t.place();
        Draft d =
                Draft.ofNote(
                        pending, w.detail(), null, null, t.lang(pending), FactClaim.Change.RETCON);
        if (!w.keepText())
            d =
                    d.withDetail(
                            d.detail(),
                            Sentences.fact(d.lang(), d.character(), d.detail(), d.value()));
        Note fresh =
                settled(pending, d)
                        .inScope(chosen.scope(), chosen.scopeId(), chosen.scopeName())
                        .withStatus(Status.ACTIVE, null, null, null)
                        .replacing(chosen.id());
        Optional<Character> ch = t.character(chosen.characterKey());
        if (ch.isPresent() && !t.decides(ch.get())) {
            // picking the note to correct is not deciding about it: someone who may not change
            // the character still only proposes
            Note proposal = fresh.withStatus(Status.DISPUTED, null, null, null);
            t.repo.update(proposal);
            return Reply.of(
                            ReplyKind.ASKED_WHICH,
                            Wording.disputed(t.lang(proposal), t.who(), proposal, chosen))
                    .withButtons(
                            List.of(
                                    t.button(
                                            "button.accept",
                                            new ButtonAction.Accept(proposal.id()),
                                            null),
                                    t.button(
                                            "button.reject",
                                            new ButtonAction.Reject(proposal.id()),
                                            null)));
        }
        Retire.note(t, chosen, fresh.id(), Retire.Reason.CORRECTED);
        t.repo.update(fresh);
        return confirmation(t, fresh, chosen, place);
    }

    private static void save(Turn t, Note m, boolean exists) {
        if (exists) t.repo.update(m);
        else t.repo.insert(m);
    }

    /** "Noted: ..." with Undo and the buttons that move the note to another scope. */
    static Reply confirmation(Turn t, Note now, Note old, Place place) {
        Lang lang = t.lang(now);
        String text = old == null ? Wording.saved(lang, now) : Wording.replaced(lang, now, old);
        List<Button> buttons = new ArrayList<>();
        buttons.add(t.button("button.undo", new ButtonAction.Undo(now.id()), t.user()));
        if (now.scope() != Scope.PROFILE) {
            buttons.add(
                    t.button(
                            "button.every_story",
                            new ButtonAction.Rescope(now.id(), Scope.PROFILE),
                            t.user()));
        }
        if (now.scope() != Scope.STORY && (place.story().named() || place.scene() != null)) {
            buttons.add(
                    t.button(
                            "button.this_story",
                            new ButtonAction.Rescope(now.id(), Scope.STORY),
                            t.user()));
        }
        if (now.scope() != Scope.SCENE && place.scene() != null) {
            buttons.add(
                    t.button(
                            "button.this_scene",
                            new ButtonAction.Rescope(now.id(), Scope.SCENE),
                            t.user()));
        }
        return Reply.of(old == null ? ReplyKind.SAVED : ReplyKind.REPLACED, text)
                .withButtons(buttons);
    }

    static Note newMemory(Turn t, Draft d, Scope scope, Place place, Status status) {
        return Note.newFact(
                t.guild(),
                d.character(),
                d.characterKey(),
                d.detail().or(Detail.FREE),
                d.value(),
                d.sentence(),
                new Note.Where(scope, place.scopeId(scope), place.scopeName(scope)),
                status,
                new Note.Source(t.user(), t.ctx.channel(), d.messageId(), t.ctx.at()),
                d.lang());
    }

    /** The character, created (owned by the writer) when new; null when its name is refused. */
    static Character ensureCharacter(Turn t, Draft d) {
        Optional<Character> known = t.character(d.characterKey());
        if (known.isPresent()) {
            Character c = known.get();
            if (c.owner() == null && !t.ctx.isDirect()) {
                Character owned =
                        new Character(c.guild(), c.key(), c.name(), t.user(), c.createdAt());
                t.saveCharacter(owned);
                return owned;
            }
            return c;
        }
        if (d.characterKey().isBlank()
                || Names.mixesAlphabets(d.character())
                || d.character().length() > t.limits().nameLength()
                || lookAlike(t, d).isPresent()) {
            return null;
        }
        Character c =
                new Character(t.guild(), d.characterKey(), d.character(), t.user(), t.ctx.at());
        t.saveCharacter(c);
        t.afterCommit.add(() -> t.kept.characterAdded(c));
        return c;
    }

    /**
     * A name first typed in lower case ("kade") takes the capitals it is later written with
     * ("Kade"); a name written with capitals keeps them.
     */
    static Character renamed(Turn t, Character c, String written) {
        Character r = new Character(c.guild(), c.key(), written, c.owner(), c.createdAt());
        t.saveCharacter(r);
        t.afterCommit.add(() -> t.kept.characterAdded(r));
        return r;
    }

    /** Whether a stored all-lower-case name is now written, the same name, with capitals. */
    static boolean takesCapitals(String stored, String written) {
        if (written == null || stored == null || stored.equals(written)) return false;
        String lower = stored.toLowerCase(java.util.Locale.ROOT);
        return stored.equals(lower)
                && !written.equals(written.toLowerCase(java.util.Locale.ROOT))
                && Names.key(written).equals(Names.key(stored))
                && Names.clean(written).equals(written);
    }

    /** An existing character of the guild whose name looks the same as the draft's new one. */
    static Optional<Character> lookAlike(Turn t, Draft d) {
        String skeleton = Names.skeleton(d.character());
        return t.repo.characters(t.guild()).stream()
                .filter(
                        c ->
                                !c.key().equals(d.characterKey())
                                        && Names.skeleton(c.name()).equals(skeleton))
                .findFirst();
    }

    private static Reply refusedName(Turn t, Draft d) {
        Optional<Character> like = lookAlike(t, d);
        if (like.isPresent())
            return Reply.of(
                    ReplyKind.ERROR, Replies.lookAlike(d.lang(), d.character(), like.get().name()));
        return Reply.of(
                ReplyKind.ERROR, Replies.badName(d.lang(), d.character(), t.limits().nameLength()));
    }
}
