package continuity.memory;

import continuity.chat.ChatContext;
import continuity.chat.ClickIn;
import continuity.chat.Inbound;
import continuity.chat.Lang;
import continuity.chat.MessageIn;
import continuity.chat.Reply;
import continuity.chat.ReplyKind;
import continuity.chat.SlashIn;
import continuity.memory.answers.Expiry;
import continuity.memory.answers.Retries;
import continuity.memory.wording.Voice;
import continuity.text.Text;
import continuity.understand.Detail;
import continuity.understand.Fold;
import continuity.understand.KnownNames;
import continuity.understand.LanguageGuess;
import continuity.understand.Reader;
import continuity.understand.Reading;
import continuity.understand.learned.LearnedReader;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core: every door (Discord, replay, console) hands its events here and renders the replies. A
 * message that says nothing to the bot costs no database access; everything else is handled in one
 * transaction, one event at a time, so that confirmations follow the order of the changes. The
 * language of an event's replies is decided here, once, as it enters ({@link Voice}); what the core
 * keeps of each server between events is in its {@link ServerCache}.
 */
public final class Continuity {
    private static final Logger LOG = LoggerFactory.getLogger(Continuity.class);

    private final Store store;
    private final Limits limits;
    private final OwnedShards owned;

    /** What the core keeps of each server between events. */
    private final ServerCache kept;

    /** What each event's turn is given of the core (never the core itself). */
    private final Turn.Needs needs;

    private volatile Lang defaultLanguage = Lang.EN;

    public Continuity(Store store, Limits limits) {
        this(store, limits, OwnedShards.ALL);
    }

    /**
     * The core of a process that runs {@code owned} of the bot's Discord shards: it keeps the open
     * questions of those servers only (the others' events never come here).
     */
    public Continuity(Store store, Limits limits, OwnedShards owned) {
        this.store = store;
        this.limits = limits;
        this.owned = owned;
        this.kept = new ServerCache(store, owned);
        // contradictions told by the canon check are counted apart from changes, at the same rates
        this.needs =
                new Turn.Needs(
                        limits,
                        new RateLimiter(limits.changesPerMinute(), limits.guildChangesPerMinute()),
                        new RateLimiter(limits.changesPerMinute(), limits.guildChangesPerMinute()),
                        kept,
                        () -> model,
                        store::scrub);
        store.onChangesElsewhere(this::changedElsewhere);
    }

    /** The shards whose servers this core serves. */
    public OwnedShards owned() {
        return owned;
    }

    /**
     * Another process (sharing a PostgreSQL store) changed a server's notes: what is kept of that
     * server is dropped and read again when needed; {@code guild} null means every server (after a
     * reconnect of the listening connection). Only the open questions of servers this process owns
     * are read again, and only those of the server named.
     */
    void changedElsewhere(String guild) {
        touched(guild);
        kept.invalidate(guild);
    }

    public Continuity(Store store) {
        this(store, Limits.DEFAULTS);
    }

    private final List<Consumer<String>> watchers =
            new java.util.concurrent.CopyOnWriteArrayList<>();

    /**
     * Tells {@code watcher} the server of every event the core handled in a transaction (it may
     * have changed that server's notes), and every server another process changed (null: any); the
     * dashboard's live pages listen here. A watcher must be quick and must not throw.
     */
    public void onChange(Consumer<String> watcher) {
        watchers.add(watcher);
    }

    private void touched(String guild) {
        kept.notesMayHaveChanged(guild);
        for (Consumer<String> w : watchers) {
            try {
                w.accept(guild);
            } catch (RuntimeException e) {
                LOG.warn("a change watcher failed: {}", e.getClass().getName());
            }
        }
    }

    public Limits limits() {
        return limits;
    }

    /**
     * The language to use when an event says nothing of its own (a message with no French or
     * English word in it): the member's client language when known, else the configured default
     * ({@code language.default}).
     */
    Lang defaultLanguage(ChatContext ctx) {
        Lang client = ctx.clientLang();
        return client != null ? client : defaultLanguage;
    }

    /** Sets the configured default language ({@code language.default}); English unless set. */
    public Continuity withDefaultLanguage(Lang lang) {
        this.defaultLanguage = lang == null ? Lang.EN : lang;
        return this;
    }

    public List<Reply> handle(Inbound in) {
        return guarded(in, () -> dispatch(in));
    }

    private List<Reply> dispatch(Inbound in) {
        if (in instanceof MessageIn m) return message(m);
        if (in instanceof SlashIn s) return interaction(s.ctx(), t -> Commands.handle(t, s));
        if (in instanceof ClickIn c) {
            ClickIn k = canonClickFromDirect(c);
            return interaction(k.ctx(), t -> Clicks.handle(t, k));
        }
        return List.of();
    }

    private List<Reply> guarded(Inbound in, java.util.function.Supplier<List<Reply>> work) {
        try {
            return work.get();
        } catch (ConcurrentChange e) {
            // another process changed the same notes at the same moment, twice: nothing was
            // written; the author is asked whether to try again
            LOG.warn(
                    "{} event met concurrent changes twice: {}",
                    in.getClass().getSimpleName(),
                    e.getMessage());
            return Retries.ask(
                    in, retryLanguage(in), (voice, asked) -> transact(in.ctx(), voice, asked));
        } catch (DamagedStore e) {
            // trying again cannot help: the operator must restore the file
            LOG.error(
                    "the database file is damaged: restore it from a backup (README, \"Backup\");"
                            + " no event can be handled until then");
            Lang lang = in.ctx().clientLang();
            return List.of(
                    Reply.privately(ReplyKind.ERROR, Text.say(lang, "database_damaged"))
                            .inLang(lang));
        } catch (RuntimeException | LinkageError e) {
            // never the exception's message: it may quote what a member wrote
            LOG.error(
                    "{} event failed: {}",
                    in.getClass().getSimpleName(),
                    e.getClass().getName(),
                    Redacted.of(e));
            Lang lang =
                    in instanceof SlashIn s
                            ? s.ctx().clientLang()
                            : in instanceof ClickIn c ? c.ctx().clientLang() : null;
            return List.of(
                    Reply.privately(ReplyKind.ERROR, Text.say(lang, "internal_error"))
                            .inLang(lang));
        }
    }

    /**
     * Said to the bot, whatever it holds: a mention, a reply to the bot, a direct message, or a
     * message that opens an out-of-character aside ("((", "[[", "OOC:").
     */
    private static boolean saidToTheBot(MessageIn m) {
        if (m.mentionsBot() || m.replyToBot() || m.ctx().isDirect()) return true;
        String start = m.content().stripLeading();
        return start.startsWith("((")
                || start.startsWith("[[")
                || start.regionMatches(true, 0, "ooc", 0, 3)
                || start.startsWith("//");
    }

    /** The language of the question asking to retry an event: its words', else the member's. */
    private Lang retryLanguage(Inbound in) {
        if (in instanceof MessageIn m) {
            Lang said = LanguageGuess.of(Fold.key(m.content()));
            if (said != null) return said;
        }
        return defaultLanguage(in.ctx());
    }

    /**
     * A slash command, button or form: answered in the member's client language when it is known.
     */
    private List<Reply> interaction(ChatContext ctx, Function<Turn, List<Reply>> work) {
        return transact(ctx, Voice.ofClient(ctx, defaultLanguage(ctx)), work);
    }

    private List<Reply> message(MessageIn m) {
        if (m.content().length() > Reader.MAX_MESSAGE && saidToTheBot(m)) {
            // the reader reads the first MAX_MESSAGE characters: a long aside would lose its end
            // (and its closing marker) and be taken for chat, so it is said instead of ignored
            Lang lang = LanguageGuess.of(Fold.key(m.content().substring(0, Reader.MAX_MESSAGE)));
            return List.of(
                    Reply.privately(
                                    ReplyKind.ERROR,
                                    Text.say(
                                            lang,
                                            "message_too_long",
                                            m.content().length(),
                                            Reader.MAX_MESSAGE))
                            .inLang(lang));
        }
        if (m.proxyName() != null && !m.ctx().isDirect()) {
            // a decorated proxy name ("Mira 🌙", "Mira | alice") is read as the character it is
            String proxy = ProxyNames.resolve(m.proxyName(), namesOf(m.ctx().guildKey()));
            if (!proxy.equals(m.proxyName()))
                m =
                        new MessageIn(
                                m.ctx(),
                                m.messageId(),
                                m.content(),
                                m.mentionsBot(),
                                m.replyToBot(),
                                proxy);
        }
        Step step = beginMessage(m);
        if (step instanceof Asking a) return finishMessage(a, model.propose(a.request()));
        return ((Done) step).replies();
    }

    private Step beginMessage(MessageIn m) {
        ChatContext ctx = m.ctx();
        boolean open = kept.mayBeAnswered(ctx);
        KnownNames known = namesOf(ctx.guildKey());
        // everything in a direct message is said to the bot, in every door
        Reading reading =
                Reader.read(
                        m.content(),
                        m.proxyName(),
                        m.mentionsBot() || ctx.isDirect(),
                        m.replyToBot(),
                        known,
                        open,
                        markersOf(ctx.guildKey()),
                        null,
                        learned.get());
        // the one hand-off to the optional model: the grammar read nothing of a message said to the
        // bot
        if (model != null
                && ModelTurns.eligible(m, reading, open, known)
                && kept.modelEnabled(ctx.guildKey())) {
            List<String> characters =
                    store.inTransaction(
                            repo ->
                                    repo.characters(ctx.guildKey()).stream()
                                            .map(Character::name)
                                            .toList());
            return new Asking(
                    m,
                    reading,
                    new ModelHook.Request(
                            ctx.guildKey(),
                            ctx.channel(),
                            m.messageId(),
                            m.content(),
                            reading.addressed(),
                            markersOf(ctx.guildKey()),
                            characters,
                            known,
                            ctx.at()));
        }
        if (reading.isSilent()) return new Done(canonCheck(m, reading, known));
        // a chat message is answered in its own language
        Voice voice = Voice.said(Messages.language(m, reading), defaultLanguage(ctx));
        return new Done(transact(ctx, voice, t -> Messages.handle(t, m, reading)));
    }

    // the canon check (issue 24)

    /**
     * A canon check button pressed in a direct message (where the bot told the author privately on
     * Discord) acts in the server and channel of the post, as that member (not as a game master: a
     * direct message says nothing of roles).
     */
    private ClickIn canonClickFromDirect(ClickIn c) {
        if (!c.ctx().isDirect() || c.actionId() == null || InlineActions.isInline(c.actionId()))
            return c;
        ChatContext moved =
                store.inTransaction(
                        repo -> {
                            Optional<Action> a = repo.action(c.actionId());
                            if (a.isEmpty() || !a.get().type().startsWith("canon_")) return null;
                            Optional<Contradiction> x =
                                    repo.contradiction(a.get().get("contradiction"));
                            if (x.isEmpty()) return null;
                            ChatContext d = c.ctx();
                            return new ChatContext(
                                    x.get().guild(),
                                    x.get().channel(),
                                    x.get().thread(),
                                    d.user(),
                                    d.userName(),
                                    false,
                                    d.at(),
                                    d.locale());
                        });
        return moved == null ? c : new ClickIn(moved, c.actionId());
    }

    /**
     * A post the reader found nothing in for the bot: with the canon check on here, and its author
     * not opted out, its descriptions of known characters are compared with the notes. It costs a
     * map lookup when the check is off, and the reading runs only on posts that name a known
     * character (or come through a proxy named as one).
     */
    private List<Reply> canonCheck(MessageIn m, Reading reading, KnownNames known) {
        return canonCheck(m, reading, known, true);
    }

    /** {@code ownPost}: the context's user wrote it (their opt-out counts). */
    private List<Reply> canonCheck(
            MessageIn m, Reading reading, KnownNames known, boolean ownPost) {
        ChatContext ctx = m.ctx();
        if (ctx.isDirect() || reading.addressed() || known.isEmpty()) return List.of();
        String state = kept.canonState(ctx.guildKey(), ctx.channel());
        if (CanonCheck.OFF.equals(state)) return List.of();
        if (ownPost && kept.canonOptedOut(ctx.guildKey(), ctx.user())) return List.of();
        continuity.understand.Descriptions.Read mentions =
                continuity.understand.Descriptions.screenPost(
                        m.content(),
                        m.proxyName(),
                        known,
                        () -> kept.aliasesOf(ctx.guildKey()),
                        markersOf(ctx.guildKey()),
                        name -> pronounsOf(ctx.guildKey(), name));
        if (mentions.isEmpty()) return List.of();
        // told in the language of the post's words, else the member's or the server's default
        Lang lang = LanguageGuess.of(Fold.key(m.content()));
        Lang otherwise = defaultLanguage(ctx);
        Voice voice = Voice.said(lang == null ? otherwise : lang, otherwise);
        return transact(ctx, voice, t -> CanonCheck.check(t, m, mentions, state));
    }

    /**
     * The values of a character's current pronouns notes, every scope's ("she/her", « iel »): the
     * canon check's reader asks them only when a pronoun of a post could be two characters, and
     * rules out the ones they name no pronoun of that gender for. Notes of several scopes all count
     * (a scene's "he/him" beside a profile's "she/her" rules out neither).
     */
    private List<String> pronounsOf(String guild, String character) {
        return store.inTransaction(
                repo ->
                        repo
                                .facts(
                                        guild,
                                        Names.key(character),
                                        Detail.of("pronouns"),
                                        Set.of(Status.ACTIVE))
                                .stream()
                                .filter(x -> x.kind() == Kind.FACT)
                                .map(Note::value)
                                .toList());
    }

    /**
     * A post through a webhook that no one can be found to have sent (an AI character bot's, not a
     * proxy's copy of a member's message): it is nobody's to store, so nothing of it is read for
     * the bot, but with the canon check on here its descriptions are checked like any in-character
     * post. A contradiction is told to the game master who turned the check on here (the post has
     * no author to tell), privately; with {@code public}, in the channel. {@code told} is the
     * message as handled, its context's user the one told (the door sends a private reply there).
     */
    public record Unattributed(MessageIn told, List<Reply> replies) {}

    /** See {@link Unattributed}; the context's user of {@code m} is not used. */
    public Unattributed unattributed(MessageIn m) {
        MessageIn[] told = {m};
        List<Reply> replies =
                guarded(
                        m,
                        () -> {
                            ChatContext ctx = m.ctx();
                            if (ctx.isDirect()) return List.of();
                            String guild = ctx.guildKey();
                            if (CanonCheck.OFF.equals(kept.canonState(guild, ctx.channel())))
                                return List.of();
                            String gm = canonTurnedOnBy(guild, ctx.channel());
                            if (gm == null) return List.of();
                            String proxy =
                                    m.proxyName() == null
                                            ? null
                                            : ProxyNames.resolve(m.proxyName(), namesOf(guild));
                            MessageIn as =
                                    new MessageIn(
                                            new ChatContext(
                                                    ctx.guild(),
                                                    ctx.channel(),
                                                    ctx.thread(),
                                                    gm,
                                                    null,
                                                    false,
                                                    ctx.at(),
                                                    null),
                                            m.messageId(),
                                            m.content(),
                                            false,
                                            false,
                                            proxy);
                            told[0] = as;
                            KnownNames known = namesOf(guild);
                            Reading reading =
                                    Reader.read(
                                            as.content(),
                                            as.proxyName(),
                                            m.mentionsBot(),
                                            m.replyToBot(),
                                            known,
                                            false,
                                            markersOf(guild),
                                            null,
                                            learned.get());
                            // said to the bot or out of character: not a story post
                            if (!reading.isSilent() || m.mentionsBot()) return List.of();
                            return canonCheck(as, reading, known, false);
                        });
        return new Unattributed(told[0], replies);
    }

    /**
     * The member who turned the canon check on where it applies here (the channel's, else the
     * server's).
     */
    private String canonTurnedOnBy(String guild, String channel) {
        List<CanonRepository.CanonSetting> all = store.inTransaction(r -> r.canonSettings(guild));
        CanonRepository.CanonSetting server = null, here = null;
        for (CanonRepository.CanonSetting c : all) {
            if (c.channel() == null || c.channel().isEmpty()) server = c;
            else if (c.channel().equals(channel)) here = c;
        }
        CanonRepository.CanonSetting in = here != null ? here : server;
        return in == null || CanonCheck.OFF.equals(in.state()) ? null : in.setBy();
    }

    private List<Reply> finishMessage(Asking a, ModelHook.Proposal proposal) {
        ModelHook hook = model;
        String name = hook == null ? "none" : hook.modelName();
        List<ModelHook.Record> records = new ArrayList<>();
        ChatContext ctx = a.message().ctx();
        Voice voice = Voice.said(ModelTurns.language(a.reading(), proposal), defaultLanguage(ctx));
        List<Reply> replies =
                transact(
                        ctx,
                        voice,
                        t ->
                                ModelTurns.handle(
                                        t, a.message(), a.reading(), proposal, name, records));
        Consumer<ModelHook.Record> l = modelListener;
        if (l != null) records.forEach(l);
        return replies;
    }

    // the optional language model (issue 11)

    private volatile ModelHook model;
    private volatile Consumer<ModelHook.Record> modelListener;

    /**
     * Handling a message, for a door that must not wait for the model: done, or waiting for the
     * model's answer.
     */
    public sealed interface Step permits Done, Asking {}

    /** The message is handled: these are its replies. */
    public record Done(List<Reply> replies) implements Step {}

    /**
     * The grammar read nothing and the model is to be asked: call {@link ModelHook#propose}, then
     * {@link #finish}.
     */
    public record Asking(MessageIn message, Reading reading, ModelHook.Request request)
            implements Step {}

    /**
     * Reads a message; when the model is to be asked, returns that instead of waiting for it, so
     * that the door asks it off the core thread and hands its answer to {@link #finish} (which
     * checks everything again). {@link #handle} does both in one call.
     */
    public Step begin(MessageIn m) {
        Step[] out = new Step[1];
        List<Reply> failed =
                guarded(
                        m,
                        () -> {
                            out[0] = beginMessage(m);
                            return List.of();
                        });
        return out[0] != null ? out[0] : new Done(failed);
    }

    /**
     * The replies to a message once the model answered (or failed): the answer is stored with the
     * turn.
     */
    public List<Reply> finish(Asking a, ModelHook.Proposal proposal) {
        return guarded(a.message(), () -> finishMessage(a, proposal));
    }

    /**
     * The learned reader, loaded when a message is first read (the default: the models in the jar),
     * so that commands that read no message (import, export, migrate, backup) never load its tens
     * of megabytes.
     */
    private volatile java.util.function.Supplier<LearnedReader> learned =
            () -> LearnedReader.shipped().orElse(null);

    /** Sets the learned reader (null: the grammar alone; the default: the models in the jar). */
    public Continuity withLearned(LearnedReader reader) {
        this.learned = () -> reader;
        return this;
    }

    /** Sets the model that widens understanding (null: none, the default: the grammar alone). */
    public Continuity withModel(ModelHook hook) {
        this.model = hook;
        return this;
    }

    public ModelHook model() {
        return model;
    }

    /** Called with every model call stored (replay prints them). */
    public Continuity onModelRecord(Consumer<ModelHook.Record> listener) {
        this.modelListener = listener;
        return this;
    }

    /** A server's stored model calls, oldest first. */
    public List<ModelHook.Record> modelRecords(String guild) {
        return store.inTransaction(repo -> repo.modelRecords(guild));
    }

    /**
     * The work in one transaction, its after-commit steps once it is committed, then the event it
     * asked to handle again, if any. {@code voice} is the language decided for the event where it
     * entered the core: every reply that does not say its own language is marked with it.
     */
    private List<Reply> transact(ChatContext ctx, Voice voice, Function<Turn, List<Reply>> work) {
        List<Runnable> after = new ArrayList<>();
        Turn[] last = new Turn[1];
        Lang lang = voice.or(Lang.EN);
        List<Reply> replies =
                store.inTransaction(
                        repo -> {
                            // a store may run the work again (a conflict with another process)
                            after.clear();
                            Turn turn = new Turn(repo, ctx, voice, needs);
                            last[0] = turn;
                            List<Reply> r = work.apply(turn);
                            after.addAll(turn.afterCommit);
                            return r.stream().map(x -> x.inLang(lang)).toList();
                        });
        after.forEach(Runnable::run);
        touched(ctx.guildKey());
        Inbound again = last[0] == null ? null : last[0].rerun();
        if (again != null) {
            List<Reply> all = new ArrayList<>(replies);
            all.addAll(dispatch(again));
            return all;
        }
        return replies;
    }

    /** The bot was removed from a guild: its notes are kept for the grace period, then purged. */
    public void guildRemoved(String guild, Instant at) {
        store.inTransaction(
                repo -> {
                    repo.markDeparted(guild, at);
                    return null;
                });
        LOG.info(
                "removed from guild {}: its notes are kept {} days",
                guild,
                limits.departedGraceDays());
    }

    /**
     * The bot is back in a guild before its notes were purged: nothing is due for deletion any
     * more.
     */
    public void guildReturned(String guild) {
        store.inTransaction(
                repo -> {
                    repo.clearDeparted(guild);
                    return null;
                });
    }

    /**
     * What {@link #reconcileGuilds} found: servers that removed the bot while it was away, and
     * servers it is back in.
     */
    public record Reconciled(List<String> departed, List<String> returned) {}

    /**
     * The servers the bot is in now ({@code present}, as Discord lists them when it connects): a
     * server the store keeps notes about but that is not among them removed the bot while it was
     * offline, and is recorded as departed now (its notes are kept for the grace period, then
     * purged); a server recorded as departed that is among them is no longer due for deletion.
     * Direct messages are no server and are left alone, and so are the servers of shards another
     * process runs ({@code present} lists only this process's shards).
     */
    public Reconciled reconcileGuilds(Set<String> present, Instant now) {
        Reconciled r =
                store.inTransaction(
                        repo -> {
                            List<String> departed = new ArrayList<>();
                            List<String> returned = new ArrayList<>();
                            Set<String> alreadyDeparted =
                                    Set.copyOf(repo.departedBefore(FAR_FUTURE));
                            for (String g : repo.guildsKept()) {
                                if (g.equals(ChatContext.DIRECT)
                                        || !owned.owns(g)
                                        || present.contains(g)
                                        || alreadyDeparted.contains(g)) continue;
                                repo.markDeparted(g, now);
                                departed.add(g);
                            }
                            for (String g : alreadyDeparted) {
                                if (present.contains(g)) {
                                    repo.clearDeparted(g);
                                    returned.add(g);
                                }
                            }
                            return new Reconciled(List.copyOf(departed), List.copyOf(returned));
                        });
        if (!r.departed().isEmpty()) {
            LOG.info(
                    "{} server(s) removed the bot while it was offline: their notes are kept {} days",
                    r.departed().size(),
                    limits.departedGraceDays());
        }
        if (!r.returned().isEmpty())
            LOG.info(
                    "{} server(s) the bot had left have it back: nothing is due for deletion there",
                    r.returned().size());
        return r;
    }

    /**
     * The servers recorded as having removed the bot, whose notes are kept until the grace period
     * ends.
     */
    public List<String> departedGuilds() {
        return store.inTransaction(repo -> repo.departedBefore(FAR_FUTURE));
    }

    private static final Instant FAR_FUTURE = Instant.parse("9999-12-31T23:59:59Z");

    /**
     * Deletes everything kept about the guilds the bot left more than the grace period before
     * {@code now}; returns those guilds. Adapters call it at start and once a day.
     */
    public List<String> purgeDeparted(Instant now) {
        Instant cutoff = now.minus(Duration.ofDays(Math.max(0, limits.departedGraceDays())));
        List<String> purged =
                store.inTransaction(
                        repo -> {
                            List<String> due = repo.departedBefore(cutoff);
                            for (String g : due) repo.purgeGuild(g, now);
                            return due;
                        });
        if (!purged.isEmpty()) store.scrub();
        for (String g : purged) {
            kept.invalidate(g);
            LOG.info(
                    "purged guild {}: the bot left it more than {} days ago",
                    g,
                    limits.departedGraceDays());
        }
        return purged;
    }

    /**
     * How long a stored button (a choice, an answer to a question) works after it is offered, and
     * so how long a question and the change waiting for it stay open ({@link Expiry}).
     */
    public static final Duration BUTTONS_KEPT = Duration.ofDays(7);

    /** What {@link #expire} closed and deleted. */
    public record Expired(int questions, int changes, int buttons) {}

    /**
     * Closes what waited for an answer longer than {@link #BUTTONS_KEPT} before {@code now} in the
     * servers of this process ({@link Expiry}): the questions nobody answered, the changes that
     * waited for them (retired as expired: nothing is written to the notes), then deletes the
     * stored buttons offered before then. Each server in a transaction of its own, under its lock.
     * Adapters call it with {@link #purgeDeparted}, hourly; an event that meets an expired question
     * first closes it itself.
     */
    public Expired expire(Instant now) {
        Instant cutoff = Expiry.cutoff(now);
        List<String> servers = store.inTransaction(repo -> repo.serversWaitingSince(cutoff, owned));
        int questions = 0, changes = 0;
        for (String g : servers) {
            ChatContext ctx =
                    new ChatContext(
                            ChatContext.DIRECT.equals(g) ? null : g,
                            null,
                            null,
                            SWEEP,
                            null,
                            false,
                            now);
            Expiry.Closed[] closed = {null};
            try {
                transact(
                        ctx,
                        Voice.said(Lang.EN, Lang.EN),
                        t -> {
                            closed[0] = Expiry.server(t, cutoff);
                            return List.of();
                        });
            } catch (RuntimeException e) {
                LOG.warn("questions of server {} not expired: {}", g, e.getClass().getName());
                continue;
            }
            questions += closed[0].questions();
            changes += closed[0].changes();
        }
        int buttons = store.inTransaction(repo -> repo.deleteActionsBefore(cutoff));
        if (questions + changes + buttons > 0)
            LOG.info(
                    "unanswered for {}: {} questions closed, {} waiting changes expired, {} buttons deleted",
                    BUTTONS_KEPT,
                    questions,
                    changes,
                    buttons);
        return new Expired(questions, changes, buttons);
    }

    /** The hour of event time {@link #expireHourly} last swept at (null: not yet). */
    private final java.util.concurrent.atomic.AtomicReference<Instant> sweptHour =
            new java.util.concurrent.atomic.AtomicReference<>();

    /**
     * The hourly sweep for a door without a timer of its own, on event time (the replay's script
     * time, the console's clock): {@link #expire} runs at the start of each hour of event time that
     * an event reaches, once, as the Discord adapter's hourly timer would have run it. Returns what
     * it closed, or empty when this hour was swept already (or time went back).
     */
    public Optional<Expired> expireHourly(Instant now) {
        Instant hour = now.truncatedTo(java.time.temporal.ChronoUnit.HOURS);
        Instant last = sweptHour.get();
        if (last != null && !hour.isAfter(last)) return Optional.empty();
        if (!sweptHour.compareAndSet(last, hour)) return Optional.empty();
        return Optional.of(expire(hour));
    }

    /** Who closes what expired, as the context's member (no one: it decides nothing). */
    private static final String SWEEP = "continuity-expiry";

    /** Every note of a guild, all statuses (the replay {@code dump}). */
    public List<Note> dump(String guild) {
        return store.inTransaction(repo -> repo.notesIn(guild));
    }

    /** Suggestions for the {@code memory} option, as autocomplete shows them: (id, label). */
    public List<Map.Entry<String, String>> suggestNotes(ChatContext ctx, String typed, int max) {
        return store.inTransaction(
                repo -> NoteSearch.suggest(new Turn(repo, ctx, readOnly(ctx), needs), typed, max));
    }

    /**
     * The note {@code query} (an id or search words) designates for this user, when it designates
     * exactly one current note that the user may edit: what an edit form shows pre-filled. Empty
     * otherwise (the edit command then explains why).
     */
    public java.util.Optional<Note> editableNote(ChatContext ctx, String query) {
        return store.inTransaction(
                repo -> {
                    Turn t = new Turn(repo, ctx, readOnly(ctx), needs);
                    List<Note> found = NoteSearch.find(t, query);
                    if (found.size() != 1 || !Notes.mayChange(t, found.get(0)))
                        return java.util.Optional.<Note>empty();
                    return java.util.Optional.of(found.get(0));
                });
    }

    /**
     * What a chat message would be as canon (character, text, scope), for the "Save as canon" form;
     * {@code proxyName} is the character a proxy posted it as, or null. Reads only.
     */
    public CanonGuess canonGuess(ChatContext ctx, String content, String proxyName) {
        return CanonGuess.of(this, ctx, content, proxyName);
    }

    /** Character names of a guild starting with or containing what was typed. */
    public List<String> suggestCharacters(String guild, String typed, int max) {
        return store.inTransaction(repo -> NoteSearch.characters(repo, guild, typed, max));
    }

    /**
     * The language of a turn that only reads for a door (autocomplete, an edit form's note): the
     * client's, and nothing about notes is said.
     */
    private Voice readOnly(ChatContext ctx) {
        return Voice.said(ctx.clientLang(), defaultLanguage(ctx));
    }

    /** The guild's character names, loaded once and kept current by the core. */
    GuildNames namesOf(String guild) {
        return kept.namesOf(guild);
    }

    /**
     * The server's own out-of-character markers, loaded once and replaced when a GM changes them.
     */
    List<continuity.understand.OocMarker> markersOf(String guild) {
        return kept.markersOf(guild);
    }
}
