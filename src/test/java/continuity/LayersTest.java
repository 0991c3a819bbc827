package continuity;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of the README, checked over the shipped classes: only {@code discord} knows JDA; the
 * rules ({@code memory}) and the reader ({@code understand}) know neither SQL, the store nor
 * Discord; the event and reply model ({@code chat}) knows no other package of the project; only
 * {@code dashboard} knows the HTTP server and the templates; an event's {@code Turn} does not know
 * the core that hands it the event, and only the core runs its own transaction. Inside {@code
 * memory}: its flows ({@code answers}, {@code privacy}, {@code transfer}) are reached only through
 * the core's dispatch and never use each other; {@code wording} knows of the core only the records
 * a sentence is made of.
 */
class LayersTest {
    private static JavaClasses shipped;

    @BeforeAll
    static void importShippedClasses() {
        shipped =
                new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("continuity");
        if (shipped.size() < 100)
            throw new AssertionError("only " + shipped.size() + " shipped classes found");
    }

    @Test
    void onlyTheDiscordAdapterImportsJda() {
        ArchRule rule =
                noClasses()
                        .that()
                        .resideOutsideOfPackage("continuity.discord..")
                        .should()
                        .dependOnClassesThat()
                        .resideInAPackage("net.dv8tion..")
                        .because("the README promises that only continuity.discord imports JDA");
        rule.check(shipped);
    }

    @Test
    void theRulesAndTheReaderKnowNoSqlStoreOrDiscord() {
        ArchRule rule =
                noClasses()
                        .that()
                        .resideInAnyPackage("continuity.memory..", "continuity.understand..")
                        .should()
                        .dependOnClassesThat()
                        .resideInAnyPackage(
                                "java.sql..",
                                "javax.sql..",
                                "continuity.store..",
                                "continuity.discord..",
                                "net.dv8tion..")
                        .because(
                                "the core talks to storage through the Repository port and to chat through continuity.chat");
        rule.check(shipped);
    }

    @Test
    void onlyTheDashboardImportsTheHttpServerAndTheTemplates() {
        ArchRule rule =
                noClasses()
                        .that()
                        .resideOutsideOfPackage("continuity.dashboard..")
                        .should()
                        .dependOnClassesThat()
                        .resideInAnyPackage(
                                "io.javalin..",
                                "gg.jte..",
                                "org.eclipse.jetty..",
                                "jakarta.servlet..")
                        .because(
                                "the README promises that only continuity.dashboard knows HTTP and templates; the core stays free of them");
        rule.check(shipped);
    }

    @Test
    void aTurnIsGivenWhatItUsesNeverTheCore() {
        // the core (Continuity) hands each event to a Turn; the Turn, and what it is given (the
        // per-server cache, the event's voice), must not call back into the core: no cycle
        ArchRule rule =
                noClasses()
                        .that()
                        .haveNameMatching(
                                "continuity\\.memory\\.(Turn|ServerCache|wording\\.Voice)(\\$.*)?")
                        .should()
                        .dependOnClassesThat()
                        .haveNameMatching("continuity\\.memory\\.Continuity(\\$.*)?")
                        .because(
                                "Turn is given the narrow things it uses (repository, limits, rate limits, the server cache, the model, the event's language), not the core that calls it (issue 19)");
        rule.check(shipped);
    }

    /**
     * The core's transaction ({@code Continuity.transact}) is its own: the dispatch runs every
     * event in it, and the one flow that needs one besides (asking to retry an event that met
     * concurrent changes) is lent it as a function ({@code Retries.Transaction}), never the core.
     */
    @Test
    void onlyTheCoreRunsItsTransaction() {
        ArchRule rule =
                noClasses()
                        .that(
                                DescribedPredicate.not(
                                        named("continuity\\.memory\\.Continuity", "Continuity")))
                        .should()
                        .callMethodWhere(
                                DescribedPredicate.describe(
                                        "Continuity.transact",
                                        call ->
                                                call.getTargetOwner()
                                                                .getName()
                                                                .equals(
                                                                        "continuity.memory.Continuity")
                                                        && call.getName().equals("transact")))
                        .because(
                                "the core's transaction is reached through its dispatch; Retries is given Retries.Transaction (issue 19)");
        rule.check(shipped);
    }

    @Test
    void theChatModelStandsAlone() {
        ArchRule rule =
                noClasses()
                        .that()
                        .resideInAPackage("continuity.chat..")
                        .should()
                        .dependOnClassesThat(
                                resideInAPackage("continuity..")
                                        .and(resideOutsideOfPackage("continuity.chat..")))
                        .because(
                                "every door (Discord, replay, console) and the core share continuity.chat; it depends on none of them");
        rule.check(shipped);
    }

    /**
     * The sub-packages of {@code memory} that are flows: each reached only through the dispatch.
     */
    private static final List<String> FLOWS = List.of("answers", "privacy", "transfer");

    /** The core's dispatch: an event, a button, a slash command, a chat message. */
    private static final String DISPATCH =
            "continuity\\.memory\\.(Continuity|Clicks|Commands|Messages)";

    /**
     * Who else may use a flow of {@code memory} besides its own classes and the dispatch, each with
     * its reason.
     */
    private static final Map<String, String> FLOW_USERS =
            Map.of(
                    "answers",
                    // the retry button's stored type is the retry question's (Retries.TYPE); the
                    // per-server cache asks Expiry, the home of the expiry's times, whether a
                    // question closed unanswered is still told so
                    "continuity\\.memory\\.(ButtonAction|ServerCache)",
                    "privacy",
                    "",
                    "transfer",
                    // the export, import and migrate commands read and write the same files
                    "continuity\\.cli\\.(ExportCommand|ImportCommand|MigrateCommand)");

    private static DescribedPredicate<JavaClass> named(String regex, String description) {
        return DescribedPredicate.describe(
                description, c -> c.getName().matches("(" + regex + ")(\\$.*)?"));
    }

    /** Checks every rule, then fails with all the violations found (not only the first rule's). */
    private static void checkAll(List<ArchRule> rules) {
        StringBuilder violations = new StringBuilder();
        for (ArchRule rule : rules) {
            try {
                rule.check(shipped);
            } catch (AssertionError e) {
                violations.append(e.getMessage()).append('\n');
            }
        }
        if (violations.length() > 0) throw new AssertionError(violations.toString());
    }

    @Test
    void theFlowsOfMemoryAreReachedOnlyThroughTheDispatch() {
        List<ArchRule> rules = new ArrayList<>();
        for (String flow : FLOWS) {
            String extra = FLOW_USERS.get(flow);
            String users = DISPATCH + (extra.isEmpty() ? "" : "|" + extra);
            String described = "the dispatch" + (extra.isEmpty() ? "" : " or " + extra);
            rules.add(
                    noClasses()
                            .that(
                                    resideOutsideOfPackage("continuity.memory." + flow + "..")
                                            .and(DescribedPredicate.not(named(users, described))))
                            .should()
                            .dependOnClassesThat()
                            .resideInAPackage("continuity.memory." + flow + "..")
                            .because(
                                    "memory."
                                            + flow
                                            + " is a flow the core dispatches to (issue 19); the core's rules and the other packages do not call into it"));
        }
        checkAll(rules);
    }

    @Test
    void theFlowsOfMemoryDoNotUseEachOther() {
        List<ArchRule> rules = new ArrayList<>();
        for (String flow : FLOWS) {
            String[] others =
                    FLOWS.stream()
                            .filter(f -> !f.equals(flow))
                            .map(f -> "continuity.memory." + f + "..")
                            .toArray(String[]::new);
            rules.add(
                    noClasses()
                            .that()
                            .resideInAPackage("continuity.memory." + flow + "..")
                            .should()
                            .dependOnClassesThat()
                            .resideInAnyPackage(others)
                            .because(
                                    "answers, privacy and transfer each build on the core (and wording), never on one another"));
        }
        checkAll(rules);
    }

    @Test
    void theWordingKnowsOfTheCoreOnlyTheRecordsASentenceIsMadeOf() {
        String records = "continuity\\.memory\\.(Note|Place|Scene|Scope|Story)";
        ArchRule rule =
                noClasses()
                        .that()
                        .resideInAPackage("continuity.memory.wording..")
                        .should()
                        .dependOnClassesThat(
                                resideInAPackage("continuity.memory..")
                                        .and(resideOutsideOfPackage("continuity.memory.wording.."))
                                        .and(
                                                DescribedPredicate.not(
                                                        named(
                                                                records,
                                                                "Note, Place, Scene, Scope or Story"))))
                        .because(
                                "a sentence is picked and filled from values (a note, its place, scene, scope, story) and the event's language; it never reads the store, a Turn or a flow");
        rule.check(shipped);
    }
}
