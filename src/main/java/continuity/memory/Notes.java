package continuity.memory;

import continuity.chat.Button;
import continuity.chat.Lang;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Wording;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.FactClaim;
import continuity.understand.LanguageGuess;
import continuity.understand.Reader;
import continuity.understand.ScopeCue;
import continuity.understand.Span;
import continuity.understand.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The explicit note operations: remember, edit, forget, undo, accept, reject. */
final class Notes {
    private Notes() {}

    static Reply remember(Turn t, String character, String text, String scopeOption) {
        Lang written = LanguageGuess.of(Span.of(text == null ? "" : text).folded());
        Lang lang = t.voice(written);
        String name = Names.clean(character);
        if (name.isEmpty())
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "remember.no_character"));
        if (text == null || text.isBlank())
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "remember.empty"));
        if (text.indexOf('\uFFFD') >= 0 || name.indexOf('\uFFFD') >= 0)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "invalid_text"));
        String note = text.strip();
        int max = t.limits().noteLength();
        if (note.length() > max)
            return Reply.privately(ReplyKind.ERROR, Replies.tooLong(lang, max));
        if (name.length() > t.limits().nameLength() || Names.mixesAlphabets(name)) {
            return Reply.privately(
                    ReplyKind.ERROR, Replies.badName(lang, name, t.limits().nameLength()));
        }
        ScopeCue cue = null;
        if (scopeOption != null && !scopeOption.isBlank()) {
            Scope typed;
            try {
                typed = Scope.ofOption(scopeOption);
            } catch (IllegalArgumentException e) {
                typed = null;
            }
            if (typed != null) cue = typed.cue();
            if (cue == null)
                return Reply.privately(
                        ReplyKind.ERROR, Text.say(lang, "remember.unknown_scope", scopeOption));
        }
        String key = Names.key(name);
        String display = t.repo.character(t.guild(), key).map(Character::name).orElse(name);
        FactClaim read = Reader.readNote(note, display);
        Detail detail = Detail.FREE;
        String value = note;
        if (read != null
                && (read.subject().type() != Subject.Type.NAMED
                        || Names.key(read.subject().name()).equals(key))) {
            detail = read.detail();
            value = read.value();
        }
        Draft d =
                new Draft(
                        new FactClaim(
                                Subject.named(display),
                                detail,
                                value,
                                null,
                                cue == null ? ScopeCue.EVERYWHERE : cue,
                                written,
                                false,
                                note),
                        key,
                        display,
                        note,
                        null);
        Place place = t.place();
        if (cue == ScopeCue.SCENE && place.scene() == null) {
            return Reply.privately(ReplyKind.ERROR, Wording.noSceneRunning(lang));
        }
        Scope scope = cue == null ? Scope.PROFILE : Scope.of(cue);
        // the same path as a correction: limits, ownership (a non-owner only proposes),
        // confirmation
        return Corrections.writeIn(t, d, scope, place, null);
    }

    /**
     * Resolves the {@code memory} option: one note, or a reply (nothing matches, or which one?).
     */
    static Resolved resolve(Turn t, String query, String op, String newText) {
        if (query == null || query.isBlank()) {
            return new Resolved.Answered(
                    Reply.privately(
                            ReplyKind.ERROR, Text.say(t.voice(Lang.EN), "which_note.missing")));
        }
        List<Note> found = NoteSearch.find(t, query);
        // an id says nothing of the language ("g77yz3je" is not French)
        Lang lang =
                t.voice(
                        Ids.looksLikeId(query.trim())
                                ? Lang.EN
                                : LanguageGuess.of(Span.of(query).folded()));
        if (found.isEmpty())
            return new Resolved.Answered(
                    Reply.privately(ReplyKind.ERROR, Wording.noNote(lang, query)));
        // only notes the member may change are offered: a choice among notes they may not touch
        // would store buttons for nothing (the change itself says why not)
        List<Note> allowed = found.stream().filter(m -> mayChange(t, m)).toList();
        if (allowed.isEmpty()) return new Resolved.Found(found.get(0));
        found = allowed;
        if (found.size() == 1) return new Resolved.Found(found.get(0));
        List<Button> buttons = new ArrayList<>();
        for (Note m : found.subList(0, Math.min(5, found.size()))) {
            String label = m.text().length() > 80 ? m.text().substring(0, 79) + "\u2026" : m.text();
            buttons.add(
                    t.labelled(
                            label.isBlank() ? m.id() : label,
                            new ButtonAction.PickNote(op, m.id(), newText),
                            t.user()));
        }
        return new Resolved.Answered(
                Reply.privately(ReplyKind.ASKED_WHICH, Wording.whichNote(lang, query))
                        .withButtons(buttons));
    }

    /** The note's author, the character's owner or a game master; a preference only its author. */
    static boolean mayChange(Turn t, Note m) {
        if (m.kind() == Kind.PREFERENCE) return m.author().equals(t.user());
        if (t.ctx.gm() || m.author().equals(t.user())) return true;
        return t.repo.character(m.guild(), m.characterKey()).map(t::owns).orElse(false);
    }

    static Reply edit(Turn t, Note old, String text) {
        Lang lang = t.lang(old);
        // permission first: someone who may not edit learns that before typing a new text
        if (!mayChange(t, old))
            return Reply.privately(
                    ReplyKind.REFUSED, Replies.notAllowed(lang, "edit", old.character()));
        if (text == null || text.isBlank()) {
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "edit.empty"));
        }
        if (text.indexOf('\uFFFD') >= 0)
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "invalid_text"));
        String note = text.strip();
        if (note.length() > t.limits().noteLength()) {
            return Reply.privately(ReplyKind.ERROR, Replies.tooLong(lang, t.limits().noteLength()));
        }
        if (old.status() != Status.ACTIVE && old.status() != Status.DISPUTED) {
            return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        }
        Optional<Reply> refused = Quota.change(t, lang);
        if (refused.isPresent()) return refused.get();
        String value = note;
        FactClaim read = Reader.readNote(note, old.character());
        if (read != null && old.detail().equals(read.detail())) value = read.value();
        Note fresh =
                old.replacement(
                        value, note, new Note.Source(t.user(), t.ctx.channel(), null, t.ctx.at()));
        Retire.note(t, old, fresh.id(), Retire.Reason.EDITED);
        t.repo.insert(fresh);
        String s = Text.say(lang, "edited", note, old.text(), Wording.scope(lang, fresh));
        Reply r =
                Reply.of(ReplyKind.EDITED, s)
                        .withButtons(
                                List.of(
                                        t.button(
                                                "button.undo",
                                                lang,
                                                new ButtonAction.Undo(fresh.id()),
                                                t.user())));
        return fresh.kind() == Kind.PREFERENCE ? r.asEphemeral(true) : r;
    }

    static Reply forget(Turn t, Note m) {
        Lang lang = t.lang(m);
        if (!mayChange(t, m))
            return Reply.privately(
                    ReplyKind.REFUSED, Replies.notAllowed(lang, "forget", m.character()));
        if (m.status() == Status.FORGOTTEN)
            return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        t.repo.update(m.erased(t.ctx.at(), t.user()));
        t.afterCommit.add(t::scrub);
        String s = Text.say(lang, "forgotten", m.text());
        return Reply.of(ReplyKind.FORGOTTEN, s).asEphemeral(m.kind() == Kind.PREFERENCE);
    }

    static Reply undo(Turn t, Note m) {
        Lang lang = t.lang(m);
        if (m.status() != Status.ACTIVE)
            return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        Note old = m.replaces() == null ? null : t.repo.memory(m.replaces()).orElse(null);
        boolean restores =
                old != null && old.status() == Status.SUPERSEDED && m.id().equals(old.retiredBy());
        // the current notes matter only when a fact comes back: its slot may be taken since
        List<Note> notes =
                restores && old.kind() == Kind.FACT && !old.detail().free()
                        ? Corrections.notesFor(t, old.characterKey(), null, old.detail())
                        : List.of();
        Decide.Decision decision = Decide.undo(notes, m, old);
        if (decision instanceof Decide.Refuse) {
            // the note it replaced held another detail, whose place a newer note took since:
            // bringing it back would make two
            return Reply.privately(ReplyKind.ERROR, Text.say(lang, "expired.note_changed"));
        }
        if (decision instanceof Decide.Restore r) {
            Retire.note(t, m, r.old().id(), Retire.Reason.UNDONE);
            t.repo.update(r.old().reactivated());
            return Reply.of(
                    ReplyKind.OK,
                    Text.say(lang, "undone.back", r.old().text(), Wording.scope(lang, r.old())));
        }
        t.repo.update(m.erased(t.ctx.at(), t.user(), Retire.Reason.UNDONE));
        return Reply.of(ReplyKind.OK, Text.say(lang, "undone.gone", m.text()))
                .asEphemeral(m.kind() == Kind.PREFERENCE);
    }

    /**
     * Accepts a proposal ({@link Decide#accept}): it replaces the note of its slot, or the note it
     * named when it was made. When both are current and differ (the slot was filled since),
     * applying it would contradict a note it never named: nothing changes and the proposal stays
     * open.
     */
    static Reply accept(Turn t, Note d) {
        if (d.status() != Status.DISPUTED)
            return Reply.privately(ReplyKind.ERROR, Replies.expired(t.lang(d)));
        Decide.Decision decision = Decide.accept(acceptReads(t, d), d);
        if (!(decision instanceof Decide.Write w)) {
            return Reply.privately(ReplyKind.ERROR, Text.say(t.lang(d), "expired.note_changed"));
        }
        Note current = w.replaces();
        if (current != null) Retire.note(t, current, d.id(), Retire.Reason.CHANGE_ACCEPTED);
        Note now =
                d.withStatus(Status.ACTIVE, null, null, null)
                        .replacing(current == null ? null : current.id());
        t.repo.update(now);
        Lang lang = t.lang(now);
        return Reply.of(
                current != null ? ReplyKind.REPLACED : ReplyKind.SAVED,
                current != null ? Wording.replaced(lang, now, current) : Wording.saved(lang, now));
    }

    /**
     * What accepting a proposal is decided from: the current facts of its slot, and the note it
     * named when it was made while that is a current fact of the same character.
     */
    private static List<Note> acceptReads(Turn t, Note d) {
        List<Note> notes =
                new ArrayList<>(Corrections.notesFor(t, d.characterKey(), null, d.detail()));
        if (d.replaces() != null && notes.stream().noneMatch(m -> m.id().equals(d.replaces())))
            t.repo.memory(d.replaces())
                    .filter(
                            m ->
                                    FactStems.kept(m)
                                            && m.guild().equals(t.guild())
                                            && m.characterKey().equals(d.characterKey()))
                    .ifPresent(notes::add);
        return notes;
    }

    static Reply reject(Turn t, Note d) {
        Lang lang = t.lang(d);
        if (d.status() != Status.DISPUTED)
            return Reply.privately(ReplyKind.ERROR, Replies.expired(lang));
        Optional<Note> current =
                d.detail().free()
                        ? Optional.empty()
                        : Optional.ofNullable(
                                Decide.slotNote(
                                        Corrections.notesFor(t, d.characterKey(), null, d.detail()),
                                        d));
        Retire.note(t, d, current.map(Note::id).orElse(null), Retire.Reason.REJECTED);
        String keep = current.map(c -> " " + Text.say(lang, "rejected.stays", c.text())).orElse("");
        return Reply.of(ReplyKind.OK, Text.say(lang, "rejected", d.text()) + keep);
    }
}
