package continuity.cli;

import continuity.memory.ModelHook;
import continuity.memory.Repository;
import continuity.memory.SettingsRepository.Setting;
import continuity.memory.Store;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Each server's own settings for {@code migrate}, copied once its notes are there: the
 * out-of-character markers a game master set ({@code /settings ooc}) and the model setting ({@code
 * /settings model}), each with who set it and when, and the stored model calls (the raw answers
 * {@code /memory history} shows), under their ids and in their order.
 *
 * <p>A setting the copy does not have is written as it is in the file. One the copy already has
 * with the same value is left as it is. One the copy already has with another value (only possible
 * with {@code --into-non-empty}) is a conflict: the copy's value is kept, the file's is not
 * written, and the conflict is said (both values, who set them and when). A model call already in
 * the copy under its id is left as it is.
 */
final class SettingsCopy {
    /** What became of one setting of one server. */
    enum Fate {
        COPIED,
        THERE,
        CONFLICT
    }

    /**
     * One server: what became of its markers and its model setting (null: the file has none), the
     * value kept in the copy for each conflict, and the model calls copied or already there.
     */
    record Outcome(
            String guild,
            Fate markers,
            Fate model,
            Map<String, Setting<?>> keptInCopy,
            List<String> conflicts,
            int recordsCopied,
            int recordsThere) {}

    /** One server's settings and model calls as one store holds them. */
    private record Side(
            Optional<Setting<String>> markers,
            Optional<Setting<Boolean>> model,
            List<ModelHook.Record> records) {}

    private static Side side(Repository r, String guild) {
        return new Side(r.oocMarkersSetting(guild), r.modelSetting(guild), r.modelRecords(guild));
    }

    private final List<Outcome> outcomes = new ArrayList<>();

    /** Copies one server's settings and model calls from {@code source} into {@code target}. */
    Outcome copy(Store source, Store target, String guild) {
        Side read = source.inTransaction(r -> side(r, guild));
        Outcome o =
                target.inTransaction(
                        r -> {
                            Map<String, Setting<?>> kept = new HashMap<>();
                            List<String> conflicts = new ArrayList<>();
                            Fate markers = null, model = null;
                            if (read.markers().isPresent()) {
                                Setting<String> file = read.markers().get();
                                Optional<Setting<String>> copy = r.oocMarkersSetting(guild);
                                markers = fate(copy, file);
                                if (markers == Fate.COPIED)
                                    r.setOocMarkers(
                                            guild, file.value(), file.setBy(), file.setAt());
                                if (markers == Fate.CONFLICT) {
                                    kept.put("markers", copy.get());
                                    conflicts.add(conflict(guild, "markers", copy.get(), file));
                                }
                            }
                            if (read.model().isPresent()) {
                                Setting<Boolean> file = read.model().get();
                                Optional<Setting<Boolean>> copy = r.modelSetting(guild);
                                model = fate(copy, file);
                                if (model == Fate.COPIED)
                                    r.setModelEnabled(
                                            guild, file.value(), file.setBy(), file.setAt());
                                if (model == Fate.CONFLICT) {
                                    kept.put("model", copy.get());
                                    conflicts.add(conflict(guild, "model", copy.get(), file));
                                }
                            }
                            Set<String> there = new HashSet<>();
                            for (ModelHook.Record m : r.modelRecords(guild)) there.add(m.id());
                            int copied = 0, already = 0;
                            for (ModelHook.Record m : read.records()) {
                                if (there.contains(m.id())) {
                                    already++;
                                } else {
                                    r.saveModelRecord(m);
                                    copied++;
                                }
                            }
                            copyCanon(source, r, guild);
                            return new Outcome(
                                    guild,
                                    markers,
                                    model,
                                    Map.copyOf(kept),
                                    List.copyOf(conflicts),
                                    copied,
                                    already);
                        });
        outcomes.add(o);
        return o;
    }

    /**
     * The canon check's rows of one server (issue 24): its settings, opt-outs and the
     * contradictions told, each written when the copy does not have it (a setting the copy already
     * has is kept as it is there).
     */
    private static void copyCanon(Store source, Repository r, String guild) {
        record Canon(
                List<continuity.memory.CanonRepository.CanonSetting> settings,
                Map<String, java.time.Instant> optOuts,
                List<continuity.memory.Contradiction> told) {}
        Canon file =
                source.inTransaction(
                        s ->
                                new Canon(
                                        s.canonSettings(guild),
                                        s.canonOptOuts(guild),
                                        s.contradictions(guild)));
        for (continuity.memory.CanonRepository.CanonSetting c : file.settings())
            if (r.canonCheck(guild, c.channel()) == null)
                r.setCanonCheck(guild, c.channel(), c.state(), c.setBy(), c.setAt());
        Map<String, java.time.Instant> out = r.canonOptOuts(guild);
        for (Map.Entry<String, java.time.Instant> e : file.optOuts().entrySet())
            if (!out.containsKey(e.getKey()))
                r.setCanonOptOut(guild, e.getKey(), true, e.getValue());
        Set<String> there = new HashSet<>();
        for (continuity.memory.Contradiction x : r.contradictions(guild)) there.add(x.id());
        for (continuity.memory.Contradiction x : file.told())
            if (!there.contains(x.id())) r.saveContradiction(x);
    }

    /** What differs in the canon check's rows of a server between the file and an empty copy. */
    private static void verifyCanon(Store source, Store target, String g, List<String> out) {
        List<Object> file =
                source.inTransaction(
                        r -> List.of(r.canonSettings(g), r.canonOptOuts(g), r.contradictions(g)));
        List<Object> copy =
                target.inTransaction(
                        r -> List.of(r.canonSettings(g), r.canonOptOuts(g), r.contradictions(g)));
        if (!file.equals(copy))
            out.add(
                    "server "
                            + g
                            + ": the canon check's settings or contradictions differ in the copy");
    }

    private static <T> Fate fate(Optional<Setting<T>> copy, Setting<T> file) {
        if (copy.isEmpty()) return Fate.COPIED;
        return Objects.equals(copy.get().value(), file.value()) ? Fate.THERE : Fate.CONFLICT;
    }

    private static String conflict(String guild, String which, Setting<?> copy, Setting<?> file) {
        String what =
                which.equals("markers")
                        ? "other out-of-character markers (/settings ooc)"
                        : "another model setting (/settings model)";
        return "server "
                + guild
                + ": conflict, the copy already has "
                + what
                + ": "
                + shown(which, copy)
                + " in the copy, "
                + shown(which, file)
                + " in the file; the copy's value is kept, the file's was not copied";
    }

    private static String shown(String which, Setting<?> s) {
        String value =
                which.equals("markers")
                        ? (((String) s.value()).isBlank()
                                ? "the built-in markers only"
                                : "\"" + s.value() + "\"")
                        : (Boolean.TRUE.equals(s.value()) ? "on" : "off");
        return value
                + " (set by "
                + (s.setBy() == null ? "someone unknown" : s.setBy())
                + (s.setAt() == null ? "" : " at " + s.setAt())
                + ")";
    }

    private long count(Fate fate, boolean markers) {
        return outcomes.stream().filter(o -> (markers ? o.markers() : o.model()) == fate).count();
    }

    /** Servers whose markers were written into the copy. */
    long markers() {
        return count(Fate.COPIED, true);
    }

    /** Servers whose model setting was written into the copy. */
    long models() {
        return count(Fate.COPIED, false);
    }

    int records() {
        return outcomes.stream().mapToInt(Outcome::recordsCopied).sum();
    }

    long settingsThere() {
        return count(Fate.THERE, true) + count(Fate.THERE, false);
    }

    int recordsThere() {
        return outcomes.stream().mapToInt(Outcome::recordsThere).sum();
    }

    /** One line per setting the copy already had with another value (kept there). */
    List<String> conflictLines() {
        return outcomes.stream().flatMap(o -> o.conflicts().stream()).toList();
    }

    /** What the summary adds about settings and model calls not copied, or nothing. */
    String notes() {
        StringBuilder s = new StringBuilder();
        List<String> conflicts = conflictLines();
        if (!conflicts.isEmpty())
            s.append(" ")
                    .append(conflicts.size())
                    .append(
                            " setting conflict(s): the copy already had another value, kept there;"
                                    + " the file's was not copied (listed above).");
        if (settingsThere() > 0 || recordsThere() > 0)
            s.append(" Already in the copy with the same value, left as they are: ")
                    .append(settingsThere())
                    .append(" server setting(s) and ")
                    .append(recordsThere())
                    .append(" model record(s).");
        return s.toString();
    }

    /**
     * Every server given, read again on both sides: each setting of the file is in the copy with
     * the same value (and the same author and time when the copy had none before), unless it was a
     * conflict, in which case the copy still has its own; every model call of the file is in the
     * copy (exactly the same calls in the same order when the copy was empty before).
     */
    List<String> verify(Store source, Store target, Set<String> guilds, boolean targetWasEmpty) {
        Map<String, Outcome> byGuild = new HashMap<>();
        for (Outcome o : outcomes) byGuild.put(o.guild(), o);
        List<String> out = new ArrayList<>();
        for (String g : guilds) {
            Side file = source.inTransaction(r -> side(r, g));
            Side copy = target.inTransaction(r -> side(r, g));
            Outcome o = byGuild.get(g);
            Map<String, Setting<?>> kept = o == null ? Map.of() : o.keptInCopy();
            check(
                    out,
                    g,
                    "markers",
                    file.markers(),
                    copy.markers(),
                    kept.get("markers"),
                    targetWasEmpty || (o != null && o.markers() == Fate.COPIED));
            check(
                    out,
                    g,
                    "model",
                    file.model(),
                    copy.model(),
                    kept.get("model"),
                    targetWasEmpty || (o != null && o.model() == Fate.COPIED));
            if (targetWasEmpty) verifyCanon(source, target, g, out);
            if (targetWasEmpty && !copy.records().equals(file.records())) {
                out.add(
                        "server "
                                + g
                                + ": "
                                + file.records().size()
                                + " model records in the file, "
                                + copy.records().size()
                                + " in the copy"
                                + (file.records().size() == copy.records().size()
                                        ? ", not the same"
                                        : ""));
            } else if (!targetWasEmpty) {
                Set<String> ids = new HashSet<>();
                for (ModelHook.Record m : copy.records()) ids.add(m.id());
                for (ModelHook.Record m : file.records())
                    if (!ids.contains(m.id()))
                        out.add(
                                "server "
                                        + g
                                        + ": model record "
                                        + m.id()
                                        + " is missing from the copy");
            }
        }
        return out;
    }

    private static <T> void check(
            List<String> out,
            String g,
            String which,
            Optional<Setting<T>> file,
            Optional<Setting<T>> copy,
            Setting<?> kept,
            boolean whole) {
        if (file.isEmpty()) return;
        String what =
                "server "
                        + g
                        + ": "
                        + (which.equals("markers")
                                ? "out-of-character markers: "
                                : "model setting: ");
        if (copy.isEmpty()) {
            out.add(what + "missing from the copy, " + shown(which, file.get()) + " in the file");
        } else if (kept != null) {
            if (!kept.equals(copy.get()))
                out.add(
                        what
                                + shown(which, copy.get())
                                + " in the copy, not "
                                + shown(which, kept)
                                + " as kept there");
        } else if (!Objects.equals(copy.get().value(), file.get().value())
                || (whole && !copy.get().equals(file.get()))) {
            out.add(
                    what
                            + shown(which, copy.get())
                            + " in the copy, "
                            + shown(which, file.get())
                            + " in the file");
        }
    }
}
