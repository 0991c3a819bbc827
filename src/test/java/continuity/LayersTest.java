package continuity;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layers of the README, checked over the shipped classes: only {@code discord} knows JDA; the
 * rules ({@code memory}) and the reader ({@code understand}) know neither SQL, the store nor
 * Discord; the event and reply model ({@code chat}) knows no other package of the project; only
 * {@code dashboard} knows the HTTP server and the templates; an event's {@code Turn} does not know
 * the core that hands it the event.
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
                        .haveNameMatching("continuity\\.memory\\.(Turn|ServerCache|Voice)(\\$.*)?")
                        .should()
                        .dependOnClassesThat()
                        .haveNameMatching("continuity\\.memory\\.Continuity(\\$.*)?")
                        .because(
                                "Turn is given the narrow things it uses (repository, limits, rate limits, the server cache, the model, the event's language), not the core that calls it (issue 19)");
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
}
