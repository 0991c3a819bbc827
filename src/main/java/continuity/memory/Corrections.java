package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.understand.FactClaim;
import continuity.understand.ScopeCue;
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
final class Corrections {
    private Corrections() {}

    /** A claim read from a message: resolve the character, then write or ask. */
    static Reply fromClaim(Turn t, FactClaim claim, String messageId, String proxyName) {
        Subject s = claim.subject();
        Lang lang = claim.lang();
        if (s.type() == Subject.Type.NAMED) {
            String name = Names.clean(s.name());
            if (Names.mixesAlphabets(name))
                return Reply.of(
                        ReplyKind.ERROR, Replies.badName(lang, name, t.core.limits().nameLength()));
            Optional<Character> known = t.character(Names.key(name));
            return write(
                    t,
                    draft(
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
                        draft(
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
                        t.repo.facts(t.guild(), c.key(), Set.of(Status.ACTIVE)).stream()
                                .anyMatch(
                                        m ->
                                                m.kind() == Kind.FACT
                                                        && (claim.attribute() == null
                                                                || Memory.FREE_NOTE.equals(
                                                                        m.attribute())
                                                                || claim.attribute()
                                                                        .equals(m.attribute()))
                                                        && (Values.fits(claim.oldValue(), m.value())
                                                                || Values.names(
                                                                        claim.oldValue(),
                                                                        m.text())));
                if (fits) fitting.add(c);
            }
        }
        if (fitting.size() == 1)
            return write(t, draft(claim, fitting.get(0).key(), fitting.get(0).name(), messageId));
        if (fitting.isEmpty() && all.size() == 1)
            return write(t, draft(claim, all.get(0).key(), all.get(0).name(), messageId));
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
            for (Memory m : t.repo.facts(t.guild(), c.key(), Set.of(Status.ACTIVE))) {
                if (m.kind() == Kind.FACT
                        && (Values.fits(claim.oldValue(), m.value())
                                || Values.names(claim.oldValue(), m.text()))) return true;
            }
        }
        return false;
    }

    static Draft draft(FactClaim claim, String key, String name, String messageId) {
        String attribute = claim.attribute();
        String sentence =
                Sentences.fact(
                        claim.lang(),
                        name,
                        attribute == null ? Memory.FREE_NOTE : attribute,
                        claim.value());
        return new Draft(
                key,
                name,
                attribute,
                claim.value(),
                sentence,
                claim.oldValue(),
                claim.cue(),
                claim.lang(),
                messageId,
                claim.change());
    }

    private static Reply askCharacter(
            Turn t, FactClaim claim, List<Character> candidates, String messageId) {
        List<Character> shown =
                candidates.size() > 5
                        ? candidates.subList(candidates.size() - 5, candidates.size())
                        : candidates;
        Map<String, String> data = new HashMap<>();
        if (claim.attribute() != null) data.put("attribute", claim.attribute());
        if (claim.change()) data.put("change", "true");
        data.put("value", claim.value());
        if (claim.oldValue() != null) data.put("old", claim.oldValue());
        if (claim.cue() != null) data.put("cue", claim.cue().name());
        data.put("lang", claim.lang().name());
        if (messageId != null) data.put("message", messageId);
        data.put("candidates", String.join("\n", shown.stream().map(Character::key).toList()));
        Question q = Questions.open(t, "character", data);
        List<Button> buttons = new ArrayList<>();
        for (Character c : shown) {
            buttons.add(
                    t.button(
                            c.name(),
                            "pick_character",
                            Map.of("question", q.id(), "character", c.key()),
                            t.user()));
        }
        return Reply.of(
                        ReplyKind.ASKED_CHARACTER,
                        Wording.askCharacter(
                                claim.lang(), shown.stream().map(Character::name).toList()))
                .withButtons(buttons);
    }

    /**
     * Decides the scope (or asks), then writes. Who decides comes first: a member who may not
     * change the character only proposes, in the scope the change would take, and is never asked
     * where it applies (whoever accepts it can move it).
     */
    static Reply write(Turn t, Draft d) {
        if (d.sentence().length() > t.core.limits().noteLength()) {
            return Reply.of(
                    ReplyKind.ERROR, Replies.tooLong(d.lang(), t.core.limits().noteLength()));
        }
        Place place = t.place();
        Optional<Character> existing = t.character(d.characterKey());
        boolean decides =
                existing.isEmpty() || existing.get().owner() == null || t.decides(existing.get());
        Scope scope;
        if (d.cue() == ScopeCue.SCENE) {
            if (place.scene() == null)
                return decides
                        ? ask(t, d, place, null, true)
                        : writeIn(t, d, Scope.STORY, place, null);
            scope = Scope.SCENE;
        } else if (d.cue() == ScopeCue.STORY) {
            scope = Scope.STORY;
        } else if (d.cue() == ScopeCue.EVERYWHERE) {
            scope = Scope.PROFILE;
        } else if (!place.story().named() && place.scene() == null) {
            scope = Scope.PROFILE;
        } else {
            Supersession.Target inScene =
                    place.scene() == null
                            ? Supersession.Target.NONE
                            : target(t, d, Scope.SCENE, place);
            Supersession.Target inStory =
                    place.story().named()
                            ? target(t, d, Scope.STORY, place)
                            : Supersession.Target.NONE;
            Supersession.Target inProfile = target(t, d, Scope.PROFILE, place);
            if (inScene.note() != null || inScene.ambiguous()) scope = Scope.SCENE;
            else if (inStory.note() != null || inStory.ambiguous()) scope = Scope.STORY;
            else if ((inProfile.note() != null && !Values.same(inProfile.note().value(), d.value()))
                    || inProfile.ambiguous()) {
                if (!decides) scope = place.story().named() ? Scope.STORY : Scope.PROFILE;
                else return ask(t, d, place, inProfile.note(), false);
            } else if (inProfile.note() != null) scope = Scope.PROFILE;
            else scope = place.story().named() ? Scope.STORY : Scope.PROFILE;
        }
        return writeIn(t, d, scope, place, null);
    }

    static Supersession.Target target(Turn t, Draft d, Scope scope, Place place) {
        Supersession.Target found =
                Supersession.find(
                        t,
                        d.characterKey(),
                        d.attribute(),
                        d.oldValue(),
                        d.value(),
                        scope,
                        place.scopeId(scope));
        // words in one language cannot be compared with a note written in the other ("pas verts"
        // of "green eyes"): there the slot's note is the one corrected, as before
        if (found.unmatched() && Wording.noteLang(found.choices().get(0)) != d.lang())
            return new Supersession.Target(found.choices().get(0), List.of());
        return found;
    }

    private static Reply ask(Turn t, Draft d, Place place, Memory elsewhere, boolean noScene) {
        Memory pending = newMemory(t, d, Scope.PROFILE, place, Status.PENDING);
        Character ch = ensureCharacter(t, d);
        if (ch == null) return refusedName(t, d);
        Optional<Reply> refused = Quota.newNote(t, d.lang());
        if (refused.isPresent()) return refused.get();
        t.repo.insert(pending);
        Map<String, String> data = new HashMap<>();
        data.put("memory", pending.id());
        if (d.oldValue() != null) data.put("old", d.oldValue());
        if (d.change()) data.put("change", "true");
        if (d.attribute() == null) data.put("free", "true");
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
                        "Every story",
                        "answer_scope",
                        Map.of("question", q.id(), "scope", "profile"),
                        t.user()));
        b.add(
                t.button(
                        "Only this story",
                        "answer_scope",
                        Map.of("question", q.id(), "scope", "story"),
                        t.user()));
        if (place.scene() != null) {
            b.add(
                    t.button(
                            "Only this scene",
                            "answer_scope",
                            Map.of("question", q.id(), "scope", "scene"),
                            t.user()));
        }
        return b;
    }

    /**
     * Writes the draft in the given scope: replaces the active note of that slot, or proposes it
     * when the writer may not decide. {@code pending} is the note that waited for this answer.
     */
    static Reply writeIn(Turn t, Draft draft, Scope scope, Place place, Memory pending) {
        Character ch = ensureCharacter(t, draft);
        if (ch == null) return refusedName(t, draft);
        Lang lang = draft.lang();
        Supersession.Target target = target(t, draft, scope, place);
        if (target.ambiguous()) return askWhich(t, draft, scope, place, pending, target.choices());
        Optional<Memory> current = Optional.ofNullable(target.note());
        Draft d = settle(draft, current.orElse(null), target.slotTaken());
        if (current.isPresent()
                && Values.same(current.get().value(), d.value())
                && current.get().attribute().equals(d.attribute())) {
            if (pending != null)
                t.repo.update(
                        pending.withStatus(
                                Status.SUPERSEDED,
                                t.ctx.at(),
                                current.get().id(),
                                "same as current"));
            return Reply.of(ReplyKind.OK, Wording.alreadyNoted(lang, current.get()));
        }
        if (pending == null) { // an answer completes a change already counted when the question was
            // asked
            Optional<Reply> refused =
                    current.isPresent() && t.decides(ch)
                            ? Quota.replacing(t, lang, current.get())
                            : Quota.newNote(t, lang);
            if (refused.isPresent()) return refused.get();
        }
        Memory fresh =
                pending != null
                        ? settled(pending, d)
                                .inScope(scope, place.scopeId(scope), place.scopeName(scope))
                        : newMemory(t, d, scope, place, Status.ACTIVE);
        if (!t.decides(ch)) {
            Memory proposal =
                    fresh.withStatus(Status.DISPUTED, null, null, null)
                            .replacing(current.map(Memory::id).orElse(null));
            save(t, proposal, pending != null);
            Map<String, String> data = Map.of("memory", proposal.id());
            List<Button> buttons =
                    List.of(
                            t.button("Accept", "accept", data, null),
                            t.button("Reject", "reject", data, null));
            return Reply.of(
                            ReplyKind.ASKED_WHICH,
                            Wording.disputed(lang, t.who(), proposal, current.orElse(null)))
                    .withButtons(buttons);
        }
        Memory now =
                fresh.withStatus(Status.ACTIVE, null, null, null)
                        .replacing(current.map(Memory::id).orElse(null));
        String reason = d.change() ? "changed" : "corrected";
        current.ifPresent(
                old ->
                        t.repo.update(
                                old,
                                old.withStatus(Status.SUPERSEDED, t.ctx.at(), now.id(), reason)));
        save(t, now, pending != null);
        return confirmation(t, now, current.orElse(null), place);
    }

    /**
     * The attribute the new note takes: its own; that of the note it replaces when the words named
     * none; a free note otherwise, or when a detail a character may have several of (a second
     * sibling) would otherwise share a slot with the one it does not replace.
     */
    private static Draft settle(Draft d, Memory replaced, boolean slotTaken) {
        String attribute = d.attribute();
        if (attribute == null)
            attribute = replaced != null ? replaced.attribute() : Memory.FREE_NOTE;
        if (replaced == null && slotTaken) {
            attribute = Memory.FREE_NOTE;
        }
        if (attribute.equals(d.attribute())) return d;
        String sentence = Sentences.fact(d.lang(), d.character(), attribute, d.value());
        return d.withAttribute(attribute, sentence);
    }

    private static Memory settled(Memory pending, Draft d) {
        if (pending.attribute().equals(d.attribute())) return pending;
        return pending.withAttribute(d.attribute(), d.sentence());
    }

    /**
     * Two notes could be the one corrected: the author picks (the change waits as a pending note).
     */
    private static Reply askWhich(
            Turn t, Draft d, Scope scope, Place place, Memory pending, List<Memory> choices) {
        Memory waiting = pending;
        if (waiting == null) {
            Optional<Reply> refused = Quota.newNote(t, d.lang());
            if (refused.isPresent()) return refused.get();
            Draft free =
                    d.attribute() == null ? d.withAttribute(Memory.FREE_NOTE, d.sentence()) : d;
            waiting = newMemory(t, free, Scope.PROFILE, place, Status.PENDING);
            t.repo.insert(waiting);
        }
        List<Button> buttons = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (Memory c : choices.subList(0, Math.min(4, choices.size()))) {
            String label = c.text().length() > 60 ? c.text().substring(0, 59) + "…" : c.text();
            buttons.add(
                    t.button(
                            label,
                            "replace_note",
                            Map.of(
                                    "pending",
                                    waiting.id(),
                                    "memory",
                                    c.id(),
                                    "scope",
                                    scope.wire()),
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
    static Reply replaceChosen(Turn t, Memory pending, Memory chosen, Scope scope) {
        if (pending.status() != Status.PENDING || chosen.status() != Status.ACTIVE) {
            return Reply.privately(ReplyKind.ERROR, Replies.expired(Wording.lang(pending)));
        }
        Place place = t.place();
        String attribute =
                Memory.FREE_NOTE.equals(pending.attribute())
                        ? chosen.attribute()
                        : pending.attribute();
        Slot slot =
                new Slot(
                        chosen.guild(),
                        chosen.characterKey(),
                        attribute,
                        chosen.scope(),
                        chosen.scopeId());
        boolean slotTaken =
                t
                        .repo
                        .inSlot(chosen.guild(), chosen.characterKey(), attribute, Status.ACTIVE)
                        .stream()
                        .anyMatch(m -> slot.holds(m) && !m.id().equals(chosen.id()));
        // the note picked holds another detail and the new one's own slot is taken: the new note
        // replaces
        // the one picked in its place, never a second note it did not name
        if (slotTaken) attribute = chosen.attribute();
        Draft d =
                new Draft(
                        pending.characterKey(),
                        pending.character(),
                        attribute,
                        pending.value(),
                        pending.text(),
                        null,
                        null,
                        Wording.lang(pending),
                        pending.messageId(),
                        false);
        if (!slotTaken)
            d =
                    d.withAttribute(
                            d.attribute(),
                            Sentences.fact(d.lang(), d.character(), d.attribute(), d.value()));
        Memory fresh =
                settled(pending, d)
                        .inScope(chosen.scope(), chosen.scopeId(), chosen.scopeName())
                        .withStatus(Status.ACTIVE, null, null, null)
                        .replacing(chosen.id());
        Optional<Character> ch = t.character(chosen.characterKey());
        if (ch.isPresent() && !t.decides(ch.get())) {
            // picking the note to correct is not deciding about it: someone who may not change
            // the character still only proposes
            Memory proposal = fresh.withStatus(Status.DISPUTED, null, null, null);
            t.repo.update(proposal);
            Map<String, String> data = Map.of("memory", proposal.id());
            return Reply.of(
                            ReplyKind.ASKED_WHICH,
                            Wording.disputed(Wording.lang(proposal), t.who(), proposal, chosen))
                    .withButtons(
                            List.of(
                                    t.button("Accept", "accept", data, null),
                                    t.button("Reject", "reject", data, null)));
        }
        t.repo.update(
                chosen, chosen.withStatus(Status.SUPERSEDED, t.ctx.at(), fresh.id(), "corrected"));
        t.repo.update(fresh);
        return confirmation(t, fresh, chosen, place);
    }

    private static void save(Turn t, Memory m, boolean exists) {
        if (exists) t.repo.update(m);
        else t.repo.insert(m);
    }

    /** "Noted: ..." with Undo and the buttons that move the note to another scope. */
    static Reply confirmation(Turn t, Memory now, Memory old, Place place) {
        Lang lang = Wording.lang(now);
        String text = old == null ? Wording.saved(lang, now) : Wording.replaced(lang, now, old);
        List<Button> buttons = new ArrayList<>();
        buttons.add(t.button("Undo", "undo", Map.of("memory", now.id()), t.user()));
        if (now.scope() != Scope.PROFILE) {
            buttons.add(
                    t.button(
                            "Every story",
                            "rescope",
                            Map.of("memory", now.id(), "scope", "profile"),
                            t.user()));
        }
        if (now.scope() != Scope.STORY && (place.story().named() || place.scene() != null)) {
            buttons.add(
                    t.button(
                            "Only this story",
                            "rescope",
                            Map.of("memory", now.id(), "scope", "story"),
                            t.user()));
        }
        if (now.scope() != Scope.SCENE && place.scene() != null) {
            buttons.add(
                    t.button(
                            "Only this scene",
                            "rescope",
                            Map.of("memory", now.id(), "scope", "scene"),
                            t.user()));
        }
        return Reply.of(old == null ? ReplyKind.SAVED : ReplyKind.REPLACED, text)
                .withButtons(buttons);
    }

    static Memory newMemory(Turn t, Draft d, Scope scope, Place place, Status status) {
        return Memory.newFact(
                t.guild(),
                d.character(),
                d.characterKey(),
                d.attribute() == null ? Memory.FREE_NOTE : d.attribute(),
                d.value(),
                d.sentence(),
                new Memory.Where(scope, place.scopeId(scope), place.scopeName(scope)),
                status,
                new Memory.Source(t.user(), t.ctx.channel(), d.messageId(), t.ctx.at()),
                d.langWire());
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
                || d.character().length() > t.core.limits().nameLength()
                || lookAlike(t, d).isPresent()) {
            return null;
        }
        Character c =
                new Character(t.guild(), d.characterKey(), d.character(), t.user(), t.ctx.at());
        t.saveCharacter(c);
        t.afterCommit.add(() -> t.core.characterAdded(c));
        return c;
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
                ReplyKind.ERROR,
                Replies.badName(d.lang(), d.character(), t.core.limits().nameLength()));
    }
}
