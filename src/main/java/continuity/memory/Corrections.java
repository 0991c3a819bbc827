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

/**
 * Applies a corrected detail. The rule is explicit: a new fact replaces the active fact of the same
 * guild, character, attribute and scope instance, and nothing else. The old note is retired as
 * {@code superseded} in the same transaction. Someone who neither owns the character nor is a
 * game master only proposes ({@code disputed}); an unclear scope is asked ({@code pending}).
 */
final class Corrections {
    private Corrections() {
    }

    /** A claim read from a message: resolve the character, then write or ask. */
    static Reply fromClaim(Turn t, FactClaim claim, String messageId, String proxyName) {
        Subject s = claim.subject();
        Lang lang = claim.lang();
        if (s.type() == Subject.Type.NAMED) {
            String name = Names.clean(s.name());
            if (Names.mixesAlphabets(name)) return Reply.of(ReplyKind.ERROR, Replies.badName(lang, name, t.core.limits().nameLength()));
            Optional<Character> known = t.character(Names.key(name));
            return write(t, draft(claim, Names.key(name), known.map(Character::name).orElse(name), messageId));
        }
        if (s.type() == Subject.Type.SPEAKER) {
            if (proxyName != null && !proxyName.isBlank()) {
                String name = Names.clean(proxyName);
                Optional<Character> known = t.character(Names.key(name));
                return write(t, draft(claim, Names.key(name), known.map(Character::name).orElse(name), messageId));
            }
            List<Character> mine = t.repo.characters(t.guild()).stream().filter(t::owns).toList();
            if (mine.isEmpty()) return Reply.of(ReplyKind.ASKED_CHARACTER, Wording.whoIsMe(lang));
            return askCharacter(t, claim, mine, messageId);
        }
        List<Character> all = t.repo.characters(t.guild());
        List<Character> fitting = new ArrayList<>();
        if (claim.oldValue() != null) {
            for (Character c : all) {
                boolean fits = t.repo.inSlot(t.guild(), c.key(), claim.attribute(), Status.ACTIVE).stream()
                        .anyMatch(m -> Values.fits(claim.oldValue(), m.value()));
                if (fits) fitting.add(c);
            }
        }
        if (fitting.size() == 1) return write(t, draft(claim, fitting.get(0).key(), fitting.get(0).name(), messageId));
        if (fitting.isEmpty() && all.size() == 1) return write(t, draft(claim, all.get(0).key(), all.get(0).name(), messageId));
        List<Character> candidates = fitting.isEmpty() ? all : fitting;
        if (candidates.isEmpty()) return Reply.of(ReplyKind.ASKED_CHARACTER, Wording.whoIsMe(lang));
        return askCharacter(t, claim, candidates, messageId);
    }

    static Draft draft(FactClaim claim, String key, String name, String messageId) {
        String sentence = Sentences.fact(claim.lang(), name, claim.attribute(), claim.value());
        return new Draft(key, name, claim.attribute(), claim.value(), sentence, claim.oldValue(), claim.cue(),
                claim.lang(), messageId);
    }

    private static Reply askCharacter(Turn t, FactClaim claim, List<Character> candidates, String messageId) {
        List<Character> shown = candidates.size() > 5 ? candidates.subList(candidates.size() - 5, candidates.size())
                : candidates;
        Map<String, String> data = new HashMap<>();
        data.put("attribute", claim.attribute());
        data.put("value", claim.value());
        if (claim.oldValue() != null) data.put("old", claim.oldValue());
        if (claim.cue() != null) data.put("cue", claim.cue().name());
        data.put("lang", claim.lang().name());
        if (messageId != null) data.put("message", messageId);
        data.put("candidates", String.join("\n", shown.stream().map(Character::key).toList()));
        Question q = Questions.open(t, "character", data);
        List<Button> buttons = new ArrayList<>();
        for (Character c : shown) {
            buttons.add(t.button(c.name(), "pick_character", Map.of("question", q.id(), "character", c.key()),
                    t.user()));
        }
        return Reply.of(ReplyKind.ASKED_CHARACTER,
                Wording.askCharacter(claim.lang(), shown.stream().map(Character::name).toList())).withButtons(buttons);
    }

    /** Decides the scope (or asks), then writes. */
    static Reply write(Turn t, Draft d) {
        if (d.sentence().length() > t.core.limits().noteLength()) {
            return Reply.of(ReplyKind.ERROR, Replies.tooLong(d.lang(), t.core.limits().noteLength()));
        }
        Place place = t.place();
        Scope scope;
        Memory elsewhere = null;
        if (d.cue() == ScopeCue.SCENE) {
            if (place.scene() == null) return ask(t, d, place, null, true);
            scope = Scope.SCENE;
        } else if (d.cue() == ScopeCue.STORY) {
            scope = Scope.STORY;
        } else if (d.cue() == ScopeCue.EVERYWHERE) {
            scope = Scope.PROFILE;
        } else if (!place.story().named() && place.scene() == null) {
            scope = Scope.PROFILE;
        } else {
            Memory inScene = place.scene() == null ? null : active(t, d, Scope.SCENE, place).orElse(null);
            Memory inStory = place.story().named() ? active(t, d, Scope.STORY, place).orElse(null) : null;
            Memory inProfile = active(t, d, Scope.PROFILE, place).orElse(null);
            if (inScene != null) scope = Scope.SCENE;
            else if (inStory != null) scope = Scope.STORY;
            else if (inProfile != null && !Values.same(inProfile.value(), d.value())) {
                return ask(t, d, place, inProfile, false);
            } else if (inProfile != null) scope = Scope.PROFILE;
            else scope = place.story().named() ? Scope.STORY : Scope.PROFILE;
        }
        return writeIn(t, d, scope, place, null);
    }

    static Optional<Memory> active(Turn t, Draft d, Scope scope, Place place) {
        if (Memory.FREE_NOTE.equals(d.attribute())) return Optional.empty(); // free notes add up, none replaces another
        String sid = place.scopeId(scope);
        return t.repo.inSlot(t.guild(), d.characterKey(), d.attribute(), Status.ACTIVE).stream()
                .filter(m -> m.kind() == Kind.FACT && m.scope() == scope && java.util.Objects.equals(m.scopeId(), sid))
                .findFirst();
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
        b.add(t.button("Every story", "answer_scope", Map.of("question", q.id(), "scope", "profile"), t.user()));
        b.add(t.button("Only this story", "answer_scope", Map.of("question", q.id(), "scope", "story"), t.user()));
        if (place.scene() != null) {
            b.add(t.button("Only this scene", "answer_scope", Map.of("question", q.id(), "scope", "scene"), t.user()));
        }
        return b;
    }

    /**
     * Writes the draft in the given scope: replaces the active note of that slot, or proposes it
     * when the writer may not decide. {@code pending} is the note that waited for this answer.
     */
    static Reply writeIn(Turn t, Draft d, Scope scope, Place place, Memory pending) {
        Character ch = ensureCharacter(t, d);
        if (ch == null) return refusedName(t, d);
        Lang lang = d.lang();
        Optional<Memory> current = active(t, d, scope, place);
        if (current.isPresent() && Values.same(current.get().value(), d.value())
                && current.get().attribute().equals(d.attribute())) {
            if (pending != null) t.repo.update(pending.withStatus(Status.SUPERSEDED, t.ctx.at(), current.get().id(),
                    "same as current"));
            return Reply.of(ReplyKind.OK, Wording.alreadyNoted(lang, current.get()));
        }
        if (pending == null) { // an answer completes a change already counted when the question was asked
            Optional<Reply> refused = current.isPresent() && t.decides(ch) ? Quota.replacing(t, lang, current.get())
                    : Quota.newNote(t, lang);
            if (refused.isPresent()) return refused.get();
        }
        Memory fresh = pending != null
                ? pending.inScope(scope, place.scopeId(scope), place.scopeName(scope))
                : newMemory(t, d, scope, place, Status.ACTIVE);
        if (!t.decides(ch)) {
            Memory proposal = fresh.withStatus(Status.DISPUTED, null, null, null)
                    .replacing(current.map(Memory::id).orElse(null));
            save(t, proposal, pending != null);
            Map<String, String> data = Map.of("memory", proposal.id());
            List<Button> buttons = List.of(t.button("Accept", "accept", data, null),
                    t.button("Reject", "reject", data, null));
            return Reply.of(ReplyKind.ASKED_WHICH, Wording.disputed(lang, t.who(), proposal, current.orElse(null)))
                    .withButtons(buttons);
        }
        Memory now = fresh.withStatus(Status.ACTIVE, null, null, null).replacing(current.map(Memory::id).orElse(null));
        current.ifPresent(old -> t.repo.update(old, old.withStatus(Status.SUPERSEDED, t.ctx.at(), now.id(), "corrected")));
        save(t, now, pending != null);
        return confirmation(t, now, current.orElse(null), place);
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
            buttons.add(t.button("Every story", "rescope", Map.of("memory", now.id(), "scope", "profile"), t.user()));
        }
        if (now.scope() != Scope.STORY && (place.story().named() || place.scene() != null)) {
            buttons.add(t.button("Only this story", "rescope", Map.of("memory", now.id(), "scope", "story"), t.user()));
        }
        if (now.scope() != Scope.SCENE && place.scene() != null) {
            buttons.add(t.button("Only this scene", "rescope", Map.of("memory", now.id(), "scope", "scene"), t.user()));
        }
        return Reply.of(old == null ? ReplyKind.SAVED : ReplyKind.REPLACED, text).withButtons(buttons);
    }

    static Memory newMemory(Turn t, Draft d, Scope scope, Place place, Status status) {
        return new Memory(Ids.next(), t.guild(), d.character(), d.characterKey(), d.attribute(), d.value(),
                d.sentence(), Kind.FACT, scope, place.scopeId(scope), place.scopeName(scope), status, t.user(),
                t.ctx.channel(), d.messageId(), t.ctx.at(), null, null, null, null, d.langWire());
    }

    /** The character, created (owned by the writer) when new; null when its name is refused. */
    static Character ensureCharacter(Turn t, Draft d) {
        Optional<Character> known = t.character(d.characterKey());
        if (known.isPresent()) {
            Character c = known.get();
            if (c.owner() == null && !t.ctx.isDirect()) {
                Character owned = new Character(c.guild(), c.key(), c.name(), t.user(), c.createdAt());
                t.saveCharacter(owned);
                return owned;
            }
            return c;
        }
        if (d.characterKey().isBlank() || Names.mixesAlphabets(d.character())
                || d.character().length() > t.core.limits().nameLength()
                || lookAlike(t, d).isPresent()) {
            return null;
        }
        Character c = new Character(t.guild(), d.characterKey(), d.character(), t.user(), t.ctx.at());
        t.saveCharacter(c);
        t.afterCommit.add(() -> t.core.characterAdded(c));
        return c;
    }

    /** An existing character of the guild whose name looks the same as the draft's new one. */
    static Optional<Character> lookAlike(Turn t, Draft d) {
        String skeleton = Names.skeleton(d.character());
        return t.repo.characters(t.guild()).stream()
                .filter(c -> !c.key().equals(d.characterKey()) && Names.skeleton(c.name()).equals(skeleton))
                .findFirst();
    }

    private static Reply refusedName(Turn t, Draft d) {
        Optional<Character> like = lookAlike(t, d);
        if (like.isPresent()) return Reply.of(ReplyKind.ERROR, Replies.lookAlike(d.lang(), d.character(), like.get().name()));
        return Reply.of(ReplyKind.ERROR, Replies.badName(d.lang(), d.character(), t.core.limits().nameLength()));
    }
}
