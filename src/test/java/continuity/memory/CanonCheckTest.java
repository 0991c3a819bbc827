package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import continuity.testing.ReplayRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The canon check (issue 24), through replay as a server would see it, in English and French: the
 * planted contradictions it must tell (narration, a proxy post, a webhook post, a pronoun, a story
 * note that differs from the profile, a scene with its own note) and the look-alikes it must leave
 * alone (matching details, a scene that changed the detail, dialogue, a lie, an unknown character,
 * a detail with no note, a post older than the note, a trick of the light, an opinion); the
 * settings, the opt-out, once per scene, and the three buttons.
 */
class CanonCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir Path tmp;

    /** A replay script being written: each event gets its own line number. */
    private static final class Script {
        final List<String> lines = new ArrayList<>();

        int add(String type, Object... kv) {
            ObjectNode n = JSON.createObjectNode().put("type", type);
            for (int i = 0; i + 1 < kv.length; i += 2) {
                String k = (String) kv[i];
                Object v = kv[i + 1];
                if (v instanceof Boolean b) n.put(k, b);
                else if (v instanceof ObjectNode o) n.set(k, o);
                else n.put(k, String.valueOf(v));
            }
            lines.add(n.toString());
            return lines.size();
        }

        int post(String user, String text, Object... more) {
            Object[] kv = new Object[more.length + 4];
            kv[0] = "user";
            kv[1] = user;
            kv[2] = "content";
            kv[3] = text;
            System.arraycopy(more, 0, kv, 4, more.length);
            return add("message", kv);
        }

        int slash(String user, boolean gm, String command, String sub, String... options) {
            ObjectNode o = JSON.createObjectNode();
            for (int i = 0; i + 1 < options.length; i += 2) o.put(options[i], options[i + 1]);
            return add(
                    "slash",
                    "user",
                    user,
                    "gm",
                    gm,
                    "command",
                    command,
                    "subcommand",
                    sub,
                    "options",
                    o);
        }

        int remember(String character, String text, String... scope) {
            return scope.length == 0
                    ? slash(
                            "owner",
                            false,
                            "memory",
                            "remember",
                            "character",
                            character,
                            "text",
                            text)
                    : slash(
                            "owner",
                            false,
                            "memory",
                            "remember",
                            "character",
                            character,
                            "text",
                            text,
                            "scope",
                            scope[0]);
        }

        int canonOn() {
            return slash("gm", true, "settings", "canon_check", "state", "on");
        }

        int click(String user, String label, Object... more) {
            Object[] kv = new Object[more.length + 4];
            kv[0] = "user";
            kv[1] = user;
            kv[2] = "label";
            kv[3] = label;
            System.arraycopy(more, 0, kv, 4, more.length);
            return add("click", kv);
        }
    }

    /** The database of the script: an SQLite file, or PostgreSQL for the test that asks. */
    private String db;

    private List<JsonNode> run(Script s) {
        String script = String.join("\n", s.lines) + "\n";
        return db == null
                ? ReplayRun.run(tmp.resolve("canon.sqlite"), script)
                : ReplayRun.run(db, script, Limits.DEFAULTS);
    }

    @Test
    void theButtonsOnPostgresToo() {
        db = continuity.testing.Postgres.url();
        theThreeButtons();
        db = continuity.testing.Postgres.url();
        settingsOptOutAndPublic();
    }

    private static List<JsonNode> at(List<JsonNode> out, int line) {
        return out.stream().filter(n -> n.path("line").asInt() == line).toList();
    }

    private static JsonNode contradiction(List<JsonNode> out, int line) {
        List<JsonNode> r = at(out, line);
        assertEquals(1, r.size(), "line " + line + ": " + r);
        JsonNode n = r.get(0);
        assertEquals("contradiction", n.path("kind").asText(), n.toString());
        return n;
    }

    private static void silent(List<JsonNode> out, int line) {
        assertEquals(List.of(), at(out, line), "line " + line + " must stay silent");
    }

    private static List<String> buttons(JsonNode n) {
        List<String> b = new ArrayList<>();
        n.path("buttons").forEach(x -> b.add(x.asText()));
        return b;
    }

    @Test
    void englishPlantedContradictionsAreToldPrivately() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.remember("Corvin", "Corvin has black hair");
        s.remember("Corvin", "Corvin is 31");
        int off = s.post("u2", "*Mira narrows her blue eyes at the stranger.*");
        s.canonOn();
        int narration = s.post("u2", "The lamp caught Mira's blue eyes as she turned.");
        int pronoun = s.post("u2", "*Corvin sighs and pushes his blond hair back.*");
        int proxy = s.post("u2", "*pushes his blond hair back* \"Again?\"", "webhook", "Corvin");
        int webhook =
                s.post("u3", "*The 27-year-old Corvin leans on the bar.*", "webhook", "Narrator");
        int again = s.post("u2", "*Mira's blue eyes flash.*");
        List<JsonNode> out = run(s);
        silent(out, off);
        JsonNode n = contradiction(out, narration);
        assertTrue(n.path("ephemeral").asBoolean());
        String text = n.path("text").asText();
        assertTrue(text.contains("Mira has blue eyes"), text);
        assertTrue(text.contains("Mira has green eyes"), text);
        assertTrue(text.contains("Mira's profile"), text);
        assertTrue(text.contains("<@owner>") && text.contains("2026-01-01"), text);
        assertEquals(List.of("Keep canon", "It changed here", "Canon was wrong"), buttons(n));
        assertTrue(contradiction(out, pronoun).path("text").asText().contains("blond"));
        silent(out, proxy); // the same character, detail and value in the same story: told once
        assertTrue(contradiction(out, webhook).path("text").asText().contains("31"));
        silent(out, again);
    }

    @Test
    void aProxyPostIsReadAsItsCharacter() {
        Script s = new Script();
        s.remember("Corvin", "Corvin has black hair");
        s.canonOn();
        int proxy = s.post("u2", "*pushes his blond hair back* \"Again?\"", "webhook", "Corvin");
        List<JsonNode> out = run(s);
        assertTrue(
                contradiction(out, proxy).path("text").asText().contains("Corvin has blond hair"));
    }

    @Test
    void theNoteInForceHereIsTheOneCompared() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.canonOn();
        s.slash("gm", true, "story", "set", "name", "Winter AU");
        s.remember("Mira", "Mira has violet eyes", "story");
        int storyMatches = s.post("u2", "*Mira's violet eyes narrow.*");
        int profileOnly = s.post("u2", "*Mira's green eyes narrow.*");
        s.slash("gm", true, "scene", "start", "name", "Ball");
        s.remember("Mira", "Mira has red hair", "scene");
        s.remember("Mira", "Mira has blue eyes", "scene");
        int sceneChanged = s.post("u2", "*Mira's blue eyes narrow.*");
        int sceneNote = s.post("u2", "*Mira tosses her black hair.*");
        List<JsonNode> out = run(s);
        silent(out, storyMatches);
        String text = contradiction(out, profileOnly).path("text").asText();
        assertTrue(text.contains("violet") && text.contains("Winter AU"), text);
        silent(out, sceneChanged);
        text = contradiction(out, sceneNote).path("text").asText();
        assertTrue(text.contains("red") && text.contains("Ball"), text);
    }

    /**
     * The ninth pass: hair that moves against a shaved head, braids against a short cut, a mark and
     * its line before its place in a proxy's action, something of a colour pushed out of one's
     * eyes; and their look-alikes (dialogue, a lie, someone else's, the light, a scene that changed
     * it).
     */
    @Test
    void ninthPassFormsAndTheirLookAlikes() {
        Script s = new Script();
        s.remember("Sparrow Quell", "Sparrow Quell's hair is buzzed");
        s.remember("Zélie Faraud", "Zélie Faraud a les cheveux en carré roux, coupé court");
        s.remember(
                "Matthias Koenig", "Matthias Koenig's scar is trois griffures, avant-bras droit");
        s.remember("Rory Tennant", "Rory Tennant's hair is dyed jet black");
        s.canonOn();
        int whips = s.post("u2", "*Sparrow's copper hair whips across her face as she runs.*");
        int braids =
                s.post(
                        "u3",
                        "*Zélie s'élance, ses deux tresses rousses qui volent derrière elle.*");
        int marks =
                s.post(
                        "u4",
                        "*Je retrousse ma manche et je lui montre les trois griffures qui me barrent"
                                + " l'avant-bras gauche.*",
                        "webhook",
                        "Matthias Koenig");
        int curtains =
                s.post("u5", "*Rory scrambles up, shoving his bleached curtains out of his eyes.*");
        List<Integer> quiet = new ArrayList<>();
        for (String text :
                List.of(
                        "\"Sparrow's copper hair whips in the wind,\" Rory says.",
                        "*Sparrow lies that her long hair whips across her face.*",
                        "*Sparrow watches Zélie run, her hair whipping behind her.*",
                        "*Rory wipes his red blood out of his eyes.*",
                        "*Rory's hair looks almost bleached in this light.*",
                        "*Sparrow rubs her buzzed head.*")) quiet.add(s.post("u6", text));
        int notInAction =
                s.post(
                        "u4",
                        "Les griffures qui me barrent l'avant-bras gauche ? Un tigre.",
                        "webhook",
                        "Matthias Koenig");
        s.slash("gm", true, "scene", "start", "name", "Grown out");
        s.remember("Sparrow Quell", "Sparrow Quell's hair is long copper", "scene");
        int sceneChanged = s.post("u2", "*Sparrow's copper hair whips across her face.*");
        List<JsonNode> out = run(s);
        String text = contradiction(out, whips).path("text").asText();
        assertTrue(text.contains("buzzed"), text);
        text = contradiction(out, braids).path("text").asText();
        assertTrue(text.contains("court"), text);
        text = contradiction(out, marks).path("text").asText();
        assertTrue(text.contains("droit"), text);
        text = contradiction(out, curtains).path("text").asText();
        assertTrue(text.contains("jet black"), text);
        for (int line : quiet) silent(out, line);
        silent(out, notInAction);
        silent(out, sceneChanged);
    }

    @Test
    void englishLookAlikesStaySilent() {
        Script s = new Script();
        int before = s.post("u2", "*Mira's blue eyes flash.*", "at", "2025-12-31T00:00:00Z");
        s.add("advance", "minutes", "1");
        s.remember("Mira", "Mira has green eyes");
        s.canonOn();
        int late =
                s.post("u2", "*Mira's blue eyes flash once more.*", "at", "2025-12-31T00:05:00Z");
        List<Integer> quiet = new ArrayList<>();
        for (String text :
                List.of(
                        "*Mira's green eyes flash.*",
                        "\"My eyes are blue,\" Mira said.",
                        "*'Mira's eyes are blue,' she lied*",
                        "*Mira lied about her blue eyes to the guard.*",
                        "*Selene's blue eyes flash.*",
                        "*Mira tosses her black hair.*",
                        "*Mira's eyes look almost blue in this light.*",
                        "*Mira's eyes are so pretty, like blue glass.*",
                        "I think Mira's eyes are kind of blue tbh",
                        "*She brushes her black hair back and her blue eyes narrow.*",
                        "(( ooc: Mira's blue eyes in that fanart lol ))"))
            quiet.add(s.post("u2", text, "at", "2026-01-02T00:00:00Z"));
        List<JsonNode> out = run(s);
        silent(out, before);
        silent(out, late);
        for (int line : quiet) silent(out, line);
    }

    @Test
    void settingsOptOutAndPublic() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        int refused = s.slash("u2", false, "settings", "canon_check", "state", "on");
        int channelOnly =
                s.slash("gm", true, "settings", "canon_check", "state", "on", "channel", "true");
        int otherChannel = s.post("u2", "*Mira's blue eyes flash.*", "channel", "c2");
        int optOut = s.slash("u2", false, "settings", "canon_check_me", "state", "off");
        int optedOut = s.post("u2", "*Mira's blue eyes flash.*");
        int optIn = s.slash("u2", false, "settings", "canon_check_me", "state", "on");
        s.slash("gm", true, "settings", "canon_check", "state", "public", "channel", "true");
        int pub = s.post("u2", "*Mira's blue eyes flash.*");
        int show = s.slash("u3", false, "settings", "canon_check");
        List<JsonNode> out = run(s);
        assertEquals("refused", at(out, refused).get(0).path("kind").asText());
        assertEquals("ok", at(out, channelOnly).get(0).path("kind").asText());
        silent(out, otherChannel);
        assertEquals("ok", at(out, optOut).get(0).path("kind").asText());
        assertTrue(at(out, optOut).get(0).path("ephemeral").asBoolean());
        silent(out, optedOut);
        assertEquals("ok", at(out, optIn).get(0).path("kind").asText());
        JsonNode p = contradiction(out, pub);
        assertTrue(!p.path("ephemeral").asBoolean(), p.toString());
        assertTrue(at(out, show).get(0).path("text").asText().contains("public"));
    }

    @Test
    void theThreeButtons() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.remember("Corvin", "Corvin has black hair");
        s.remember("Mira", "Mira has red hair");
        s.canonOn();
        s.slash("gm", true, "scene", "start", "name", "Ball");
        s.post("u2", "*Mira's blue eyes flash.*");
        int stranger = s.click("u3", "Keep canon");
        int keep = s.click("u2", "Keep canon");
        int settled = s.click("u2", "It changed here");
        s.post("u2", "*Corvin pushes his blond hair back.*");
        int changed = s.click("owner", "It changed here");
        int undo = s.click("owner", "Undo");
        s.post("u2", "*Mira tosses her black hair back.*");
        int wrong = s.click("owner", "Canon was wrong");
        int history = s.slash("u2", false, "memory", "history", "character", "Mira");
        s.add("dump");
        List<JsonNode> out = run(s);
        assertEquals("refused", at(out, stranger).get(0).path("kind").asText());
        assertEquals("ok", at(out, keep).get(0).path("kind").asText());
        assertTrue(at(out, settled).get(0).path("text").asText().contains("already settled"));
        JsonNode c = at(out, changed).get(0);
        assertEquals("saved", c.path("kind").asText(), c.toString());
        assertTrue(c.path("text").asText().contains("Ball"), c.toString());
        assertTrue(buttons(c).contains("Undo"));
        assertEquals("ok", at(out, undo).get(0).path("kind").asText());
        JsonNode w = at(out, wrong).get(0);
        assertEquals("replaced", w.path("kind").asText(), w.toString());
        String h = at(out, history).get(0).path("text").asText();
        assertTrue(h.contains("canon kept") && h.contains("canon corrected"), h);
        JsonNode dump = out.get(out.size() - 1);
        List<String> active = new ArrayList<>();
        dump.path("items")
                .forEach(
                        i -> {
                            if (i.path("status").asText().equals("active"))
                                active.add(i.path("text").asText());
                        });
        assertTrue(active.contains("Mira has green eyes"), active.toString());
        assertTrue(
                active.stream().anyMatch(x -> x.contains("black hair") && x.contains("Mira")),
                active.toString());
        assertTrue(active.stream().noneMatch(x -> x.contains("red hair")), active.toString());
        assertTrue(active.stream().noneMatch(x -> x.contains("blond")), active.toString());
    }

    @Test
    void frenchPlantedAndLookAlikes() {
        Script s = new Script();
        s.remember("Mira", "Mira a les yeux verts");
        s.remember("Corvin", "Corvin a les cheveux noirs");
        s.canonOn();
        int narration = s.post("u2", "*Les yeux bleus de Mira se plissent.*");
        int pronoun = s.post("u2", "*Corvin soupire et repousse ses cheveux blonds.*");
        int proxy = s.post("u2", "*remue ses cheveux roux d'un air vexé*", "webhook", "Corvin");
        int webhook =
                s.post("u3", "*Mira a les yeux marron, ce soir encore.*", "webhook", "Narrateur");
        List<Integer> quiet = new ArrayList<>();
        for (String text :
                List.of(
                        "*Les yeux verts de Mira se plissent.*",
                        "« J'ai les yeux bleus », dit Mira.",
                        "*Mira mentait sur ses yeux bleus.*",
                        "*Les yeux bleus de Selene se plissent.*",
                        "*Mira repousse ses cheveux blonds.*",
                        "*Les yeux de Mira paraissent presque bleus dans cette lumière.*",
                        "*Elle repousse ses cheveux blonds.*")) quiet.add(s.post("u2", text));
        s.slash("gm", true, "scene", "start", "name", "Bal");
        s.remember("Mira", "Mira a les yeux bleus", "scene");
        int sceneChanged = s.post("u2", "*Les yeux bleus de Mira brillent.*");
        s.post("u2", "*Les yeux noirs de Mira brillent.*");
        int keep = s.click("u2", "Garder le canon", "locale", "fr");
        List<JsonNode> out = run(s);
        JsonNode n = contradiction(out, narration);
        String text = n.path("text").asText();
        assertTrue(text.startsWith("Vérification du canon"), text);
        assertTrue(text.contains("Mira a les yeux bleus") && text.contains("verts"), text);
        assertEquals(
                List.of("Garder le canon", "Ça change ici", "Le canon avait tort"), buttons(n));
        assertTrue(contradiction(out, pronoun).path("text").asText().contains("blonds"));
        assertTrue(contradiction(out, proxy).path("text").asText().contains("roux"));
        assertTrue(contradiction(out, webhook).path("text").asText().contains("marron"));
        for (int line : quiet) silent(out, line);
        silent(out, sceneChanged);
        assertEquals("ok", at(out, keep).get(0).path("kind").asText());
        assertTrue(at(out, keep).get(0).path("text").asText().startsWith("Canon gardé"));
        assertTrue(
                out.stream()
                        .filter(x -> "contradiction".equals(x.path("kind").asText()))
                        .allMatch(x -> x.path("ephemeral").asBoolean()),
                out.stream().map(JsonNode::toString).collect(Collectors.joining("\n")));
    }

    /**
     * Planted contradictions in the forms the descriptive reader learned (issue 24, recall): a
     * strand of hair through a proxy, a length, an age in words, a pronoun across sentences, the
     * post's own "he" and "she"; and look-alikes in the same forms that must stay silent.
     */
    @Test
    void englishPlantedInMoreFormsAndTheirLookAlikes() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.remember("Mira", "Mira has long black hair");
        s.remember("Corvin", "Corvin is 31");
        s.canonOn();
        int strand =
                s.post("u2", "*tucks a strand of blonde hair behind her ear*", "webhook", "Mira");
        int length = s.post("u2", "*Mira, with her short hair tied back, slips inside.*");
        int words = s.post("u3", "*The twenty-nine-year-old Corvin leans on the bar.*");
        int across = s.post("u2", "*Mira turns away from the window. Her blue eyes are wet.*");
        int evidence =
                s.post(
                        "u2",
                        "*Corvin pushes his hair back. Mira glares at Corvin, her violet eyes"
                                + " narrowing.*");
        List<Integer> quiet = new ArrayList<>();
        for (String text :
                List.of(
                        "*Mira's eyes are red from crying.*",
                        "*Mira's black eye throbs.*",
                        "*Mira's dark eyes narrow.*",
                        "*Mira pets her cat, its amber eyes half-closed.*",
                        "*Mira hands Corvin the map. He pockets it, his amber eyes unreadable.*",
                        "Mira has amber eyes, right?",
                        "> Mira's amber eyes narrow.",
                        "*In the firelight, Mira's eyes are amber.*",
                        "*Mira's hair, dyed white for the heist, falls loose.*",
                        "*Mira's hair is white with snow.*",
                        "*Mira remembers when her hair was white.*",
                        "*Mira, 31 years ago, was born in the north.*"))
            quiet.add(s.post("u2", text));
        List<JsonNode> out = run(s);
        assertTrue(contradiction(out, strand).path("text").asText().contains("blonde"));
        assertTrue(contradiction(out, length).path("text").asText().contains("short"));
        assertTrue(contradiction(out, words).path("text").asText().contains("twenty-nine"));
        assertTrue(contradiction(out, across).path("text").asText().contains("blue"));
        assertTrue(contradiction(out, evidence).path("text").asText().contains("violet"));
        for (int line : quiet) silent(out, line);
    }

    @Test
    void frenchPlantedInMoreFormsAndTheirLookAlikes() {
        Script s = new Script();
        s.remember("Mira", "Mira a les yeux verts");
        s.remember("Mira", "Mira a 27 ans");
        s.remember("Pépin", "Pépin a les cheveux noirs");
        s.canonOn();
        int aux = s.post("u2", "*Mira, aux yeux bleus, entre dans la taverne.*");
        int age = s.post("u2", "*Mira, trente ans, pousse la porte.*");
        int oblique = s.post("u2", "*Pépin lève vers Mira ses grands cheveux roux en bataille.*");
        int proxy =
                s.post(
                        "u2",
                        "*repousse une mèche blonde derrière son oreille*",
                        "webhook",
                        "Pépin");
        List<Integer> quiet = new ArrayList<>();
        for (String text :
                List.of(
                        "*Mira essuie ses yeux rouges de larmes.*",
                        "*Mira a un œil au beurre noir.*",
                        "*Mira caresse son chat, ses yeux gris mi-clos.*",
                        "*Mira regarde Pépin, ses yeux gris plissés.*",
                        "*Mira se souvient de ses yeux gris d'enfant.*",
                        "*Mira avait 30 ans quand la guerre a commencé.*",
                        "Mira a les yeux gris, non ?")) quiet.add(s.post("u2", text));
        List<JsonNode> out = run(s);
        assertTrue(contradiction(out, aux).path("text").asText().contains("bleus"));
        assertTrue(contradiction(out, age).path("text").asText().contains("trente"));
        assertTrue(contradiction(out, oblique).path("text").asText().contains("roux"));
        assertTrue(contradiction(out, proxy).path("text").asText().contains("blonde"));
        for (int line : quiet) silent(out, line);
    }

    /**
     * Issue 24, third pass, in English: a proxy's first-person action, a sentence of descriptions
     * alone after the name, a description tied to the name; and silence for "her" when two women
     * are there, a change the post tells, a description that names no one, "her" in a first-person
     * post.
     */
    @Test
    void englishFirstPersonUnnamedAmbiguousAndChanged() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.remember("Mira", "Mira has long black hair");
        s.remember("Daisy", "Daisy has long red hair");
        s.canonOn();
        int mine = s.post("u2", "*I narrow my blue eyes at the guard*", "webhook", "Mira");
        int fragment = s.post("u2", "*Mira lowers the spyglass. Short hair, a crooked smile.*");
        int tied = s.post("u2", "*The violet-eyed courier, Mira, steps forward.*");
        List<Integer> quiet = new ArrayList<>();
        quiet.add(
                s.post(
                        "u2",
                        "*Mira brushes her hair back. Daisy twirls her hair. Mira sits beside"
                                + " Daisy, her amber eyes on the door.*"));
        quiet.add(s.post("u2", "*I sit down. Her brown eyes narrow.*", "webhook", "Mira"));
        quiet.add(s.post("u2", "*Daisy cut her hair last night. Her short hair sticks up.*"));
        quiet.add(s.post("u2", "*Daisy's hair is blonde now, and she hates it.*"));
        quiet.add(s.post("u2", "*Mira waits by the door. The black-eyed courier steps forward.*"));
        quiet.add(s.post("u2", "My eyes are hazel, idiot.", "webhook", "Mira"));
        List<JsonNode> out = run(s);
        assertTrue(contradiction(out, mine).path("text").asText().contains("blue"));
        String text = contradiction(out, fragment).path("text").asText();
        assertTrue(text.contains("short"), text);
        assertTrue(contradiction(out, tied).path("text").asText().contains("violet"));
        for (int line : quiet) silent(out, line);
    }

    /**
     * Stored pronouns say whose "her" is when two characters are named (the post alone does not),
     * and keep "her" from being a "he/him" character's; English.
     */
    @Test
    void englishStoredPronounsResolveTwoCharacters() {
        Script s = new Script();
        s.remember("Mira", "Mira has green eyes");
        s.remember("Corvin", "Corvin has grey eyes");
        s.remember("Daisy", "Daisy has brown eyes");
        s.canonOn();
        int unknown = s.post("u2", "*Mira glares at Corvin, her blue eyes narrowing.*");
        s.remember("Mira", "Mira's pronouns are she/her");
        s.remember("Corvin", "Corvin's pronouns are he/him");
        s.remember("Daisy", "Daisy's pronouns are she/her");
        int glare = s.post("u2", "*Mira glares at Corvin, her blue eyes narrowing.*");
        int both = s.post("u2", "*Corvin and Mira step in. He sits. Her amber eyes narrow.*");
        List<Integer> quiet = new ArrayList<>();
        quiet.add(s.post("u2", "*Mira glares at Daisy, her violet eyes narrowing.*"));
        quiet.add(s.post("u2", "*Corvin waves. Her black eyes narrow.*"));
        List<JsonNode> out = run(s);
        silent(out, unknown);
        String text = contradiction(out, glare).path("text").asText();
        assertTrue(text.contains("Mira has blue eyes") && text.contains("green"), text);
        text = contradiction(out, both).path("text").asText();
        assertTrue(text.contains("Mira has amber eyes"), text);
        for (int line : quiet) silent(out, line);
    }

    /** The same in French: « elle » after two names, Corvin « il ». */
    @Test
    void frenchStoredPronounsResolveTwoCharacters() {
        Script s = new Script();
        s.remember("Mira", "Mira a les yeux verts");
        s.remember("Daisy", "Daisy a les yeux marron");
        s.remember("Corvin", "Corvin a les cheveux noirs");
        s.canonOn();
        int unknown =
                s.post("u2", "*Corvin rejoint Mira au comptoir. Elle plisse ses yeux bleus.*");
        s.remember("Mira", "Les pronoms de Mira sont elle");
        s.remember("Corvin", "Les pronoms de Corvin sont il");
        s.remember("Daisy", "Les pronoms de Daisy sont elle");
        int known = s.post("u2", "*Corvin rejoint Mira au bar. Elle plisse ses yeux bleus.*");
        int quiet = s.post("u2", "*Daisy rejoint Mira au comptoir. Elle plisse ses yeux gris.*");
        List<JsonNode> out = run(s);
        silent(out, unknown);
        String text = contradiction(out, known).path("text").asText();
        assertTrue(text.contains("bleus") && text.contains("verts"), text);
        silent(out, quiet);
    }

    /**
     * A change a post told is remembered in its scene: the later posts of the scene that describe
     * the new value are not checked against the older note; another detail, another character, a
     * note taken after the change and the next scene are checked as before. English.
     */
    @Test
    void englishAChangeToldIsRememberedInItsScene() {
        Script s = new Script();
        s.remember("Mira", "Mira has long black hair");
        s.remember("Mira", "Mira has green eyes");
        s.remember("Daisy", "Daisy has long red hair");
        s.canonOn();
        s.slash("gm", true, "scene", "start", "name", "Escape");
        int cut = s.post("u2", "*Mira grabs the knife and cuts her hair short.*");
        int later = s.post("u2", "*Mira runs a hand through her short hair.*");
        int other = s.post("u3", "*Daisy tosses her short hair.*");
        int eyes = s.post("u2", "*Mira's blue eyes narrow.*");
        int again = s.post("u2", "*Mira shakes out her short black hair.*");
        s.slash("gm", true, "scene", "end");
        s.slash("gm", true, "scene", "start", "name", "Ball");
        int next = s.post("u2", "*Mira pats her short hair.*");
        s.slash("gm", true, "scene", "start", "name", "Dawn");
        s.post("u2", "*Mira cuts her hair short.*");
        s.remember("Mira", "Mira has long hair", "scene");
        int afterNote = s.post("u2", "*Mira pats her short hair.*");
        List<JsonNode> out = run(s);
        silent(out, cut);
        silent(out, later);
        silent(out, again);
        assertTrue(contradiction(out, other).path("text").asText().contains("Daisy has short"));
        assertTrue(contradiction(out, eyes).path("text").asText().contains("blue"));
        String text = contradiction(out, next).path("text").asText();
        assertTrue(text.contains("Mira has short hair") && text.contains("long black"), text);
        text = contradiction(out, afterNote).path("text").asText();
        assertTrue(text.contains("Mira has long hair") && text.contains("Dawn"), text);
    }

    /**
     * A change told is kept in the store, not in the process: after a restart (a new replay, a new
     * core, on the same database) the scene's later posts with the new value are still not told
     * against the older note; her eyes are, and so is the next scene, and the scene's rows are gone
     * once it ends. SQLite here, PostgreSQL below.
     */
    @Test
    void aChangeToldIsRememberedAcrossARestart() {
        changeToldAcrossARestart(null);
    }

    @Test
    void aChangeToldIsRememberedAcrossARestartOnPostgres() {
        changeToldAcrossARestart(continuity.testing.Postgres.url());
    }

    private void changeToldAcrossARestart(String database) {
        db = database;
        Script before = new Script();
        before.remember("Mira", "Mira has long black hair");
        before.remember("Mira", "Mira has green eyes");
        before.remember("Nalia", "Nalia a les cheveux longs");
        before.canonOn();
        before.slash("gm", true, "scene", "start", "name", "Escape");
        int cut = before.post("u2", "*Mira grabs the knife and cuts her hair short.*");
        int shaved = before.post("u3", "*Nalia attrape le rasoir et se rase la tête.*");
        List<JsonNode> first = run(before);
        silent(first, cut);
        silent(first, shaved);
        assertEquals(2, toldRows(), "the two changes told are stored");

        Script after = new Script(); // a new process: the next day, the same scene
        int later = after.post("u2", "*Mira runs a hand through her short hair.*", "at", DAY2);
        int bald = after.post("u3", "*Nalia passe une main sur son crâne rasé.*");
        int eyes = after.post("u2", "*Mira's blue eyes narrow.*");
        after.slash("gm", true, "scene", "end");
        after.slash("gm", true, "scene", "start", "name", "Ball");
        int next = after.post("u2", "*Mira pats her short hair.*");
        List<JsonNode> second = run(after);
        silent(second, later);
        silent(second, bald);
        assertTrue(contradiction(second, eyes).path("text").asText().contains("blue"));
        String text = contradiction(second, next).path("text").asText();
        assertTrue(text.contains("Mira has short hair") && text.contains("long black"), text);
        assertEquals(0, toldRows(), "the ended scene's changes are forgotten");
    }

    private static final String DAY2 = "2026-01-02T00:00:00Z";

    /** The rows of {@code canon_told_changes} in the script's database. */
    private int toldRows() {
        String url = db == null ? "jdbc:sqlite:" + tmp.resolve("canon.sqlite") : db;
        try (java.sql.Connection c = java.sql.DriverManager.getConnection(url);
                java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs =
                        st.executeQuery("SELECT COUNT(*) FROM canon_told_changes")) {
            rs.next();
            return rs.getInt(1);
        } catch (java.sql.SQLException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A character called by another name its notes give (a nickname, "the" and its occupation) is
     * checked as when named; not when two characters have that name, nor after the note that gave
     * it is replaced. English and French.
     */
    @Test
    void aNicknameOrARoleFromTheNotesNamesTheCharacter() {
        Script s = new Script();
        s.remember("Bettina", "Bettina's nickname is Bee");
        s.remember("Bettina", "Bettina has brown eyes");
        s.remember("Vesh", "Vesh's occupation is captain");
        s.remember("Vesh", "Vesh has long hair");
        s.remember("Yannick", "Le surnom de Yannick est Yak");
        s.remember("Yannick", "Yannick a les cheveux noirs");
        s.canonOn();
        int bee =
                s.post(
                        "u2",
                        "*Bee wipes her cheek, pink hair flattened, blue eyes on the engine.*");
        int captain = s.post("u2", "*The captain steps off the ramp. Short hair, amber eyes.*");
        int yak = s.post("u3", "*Yak retire son bonnet. Ses cheveux blonds lui collent au front.*");
        s.remember("Mira", "Mira's occupation is captain");
        s.remember("Mira", "Mira has long hair");
        int two = s.post("u2", "*The captain steps off the ramp. Cropped hair, amber eyes.*");
        s.remember("Bettina", "Bettina's nickname is Tina, not Bee");
        int old = s.post("u2", "*Bee rubs her grey eyes.*");
        List<JsonNode> out = run(s);
        assertTrue(contradiction(out, bee).path("text").asText().contains("blue"));
        assertTrue(contradiction(out, captain).path("text").asText().contains("short"));
        assertTrue(contradiction(out, yak).path("text").asText().contains("blonds"));
        silent(out, two);
        silent(out, old);
    }

    /** With no scene running, the story is the place: a change told is remembered there. */
    @Test
    void aChangeToldWithNoSceneIsRememberedInTheStory() {
        Script s = new Script();
        s.remember("Corvin", "Corvin has a long black beard");
        s.canonOn();
        int shave = s.post("u2", "*Corvin shaves his beard off at dawn, grumbling.*");
        int later = s.post("u2", "*Corvin rubs his short black beard.*");
        s.slash("gm", true, "story", "set", "name", "Winter AU");
        int elsewhere = s.post("u2", "*Corvin rubs his short black beard.*");
        List<JsonNode> out = run(s);
        silent(out, shave);
        silent(out, later);
        assertTrue(contradiction(out, elsewhere).path("text").asText().contains("short"));
    }

    /** The same in French. */
    @Test
    void frenchAChangeToldIsRememberedInItsScene() {
        Script s = new Script();
        s.remember("Mira", "Mira a les cheveux longs");
        s.remember("Daisy", "Daisy a les cheveux longs");
        s.canonOn();
        s.slash("gm", true, "scene", "start", "name", "Évasion");
        int cut = s.post("u2", "*Mira attrape le couteau et se coupe les cheveux.*");
        int later = s.post("u2", "*Mira passe une main dans ses cheveux courts.*");
        int other = s.post("u3", "*Daisy secoue ses cheveux courts.*");
        s.slash("gm", true, "scene", "start", "name", "Aube");
        int told = s.post("u3", "*Daisy s'assoit, les mèches au sol. Elle les a coupés ce matin.*");
        int them = s.post("u3", "*Daisy secoue ses cheveux courts.*");
        List<JsonNode> out = run(s);
        silent(out, cut);
        silent(out, later);
        assertTrue(contradiction(out, other).path("text").asText().contains("courts"));
        silent(out, told);
        silent(out, them);
    }

    /**
     * What the fourth pass reads more of, told through the whole check: a bare head against long
     * hair, a first name of a longer name, an age before "and", a title before a name; and a head
     * shaved on one side stays silent.
     */
    @Test
    void moreFormsOfTheFourthPassAreChecked() {
        Script s = new Script();
        s.remember("Corvin Marsh", "Corvin Marsh has long black hair");
        s.remember("Daisy", "Daisy is 27");
        s.remember("Nalia", "Nalia a les cheveux longs");
        s.canonOn();
        int bald = s.post("u2", "*Corvin rubs his bald head and sighs.*");
        int age = s.post("u2", "*Daisy, thirty-one and tired of waiting, takes the helm.*");
        int title = s.post("u2", "*La reine Nalia passe une main sur son crâne rasé.*");
        int half = s.post("u3", "*Corvin scratches his half-shaved head.*");
        List<JsonNode> out = run(s);
        String text = contradiction(out, bald).path("text").asText();
        assertTrue(text.contains("bald") && text.contains("long black"), text);
        text = contradiction(out, age).path("text").asText();
        assertTrue(text.contains("thirty-one") && text.contains("27"), text);
        text = contradiction(out, title).path("text").asText();
        assertTrue(text.contains("rasé"), text);
        silent(out, half);
    }

    /** The same in French. */
    @Test
    void frenchFirstPersonUnnamedAmbiguousAndChanged() {
        Script s = new Script();
        s.remember("Mira", "Mira a les yeux verts");
        s.remember("Daisy", "Daisy a les cheveux longs");
        s.canonOn();
        int mine = s.post("u2", "*je plisse mes yeux bleus*", "webhook", "Mira");
        int tied = s.post("u2", "*Mira, la coursière aux yeux violets, s'avance.*");
        int fragment = s.post("u2", "*Mira pousse la porte. Yeux ambrés, un sourire en coin.*");
        List<Integer> quiet = new ArrayList<>();
        quiet.add(s.post("u2", "*Daisy entre. Mira la regarde, ses yeux noirs plissés.*"));
        quiet.add(s.post("u2", "*Je m'assois. Ses yeux marron me fixent.*", "webhook", "Mira"));
        quiet.add(
                s.post("u2", "*Daisy s'est coupé les cheveux. Ses cheveux courts lui vont bien.*"));
        quiet.add(s.post("u2", "*La coursière aux yeux dorés s'avance.*"));
        quiet.add(s.post("u2", "*Les cheveux de Daisy sont courts désormais.*"));
        List<JsonNode> out = run(s);
        assertTrue(contradiction(out, mine).path("text").asText().contains("bleus"));
        assertTrue(contradiction(out, tied).path("text").asText().contains("violets"));
        assertTrue(contradiction(out, fragment).path("text").asText().contains("ambrés"));
        for (int line : quiet) silent(out, line);
    }
}
