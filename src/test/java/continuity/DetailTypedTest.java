package continuity;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The detail a claim or a note is about is a type ({@code understand.Detail}) from the reader's
 * claim to the note and its slot, never a string with {@code null} for "none named" and a magic
 * word for a free note; its text is read only at the edges (the store's row, export and import,
 * replay and evaluation JSON, the wording). Written with class names as text so that it compiles
 * against a tree where the detail is still a string, and fails there.
 */
class DetailTypedTest {
    private static final String DETAIL = "continuity.understand.Detail";

    /** The records a detail travels in, from the reader to the store's port. */
    private static final List<String> ROAD =
            List.of(
                    "continuity.understand.FactClaim",
                    "continuity.understand.QuestionClaim",
                    "continuity.understand.BotAction",
                    "continuity.understand.learned.Proposal$Claim",
                    "continuity.memory.Note",
                    "continuity.memory.Slot",
                    "continuity.memory.Decide$Write",
                    "continuity.memory.Decide$Dispute");

    @Test
    void everyRecordOnTheClaimsRoadKeepsItsDetailTyped() throws Exception {
        List<String> strings = new ArrayList<>();
        for (String name : ROAD) {
            Class<?> record = Class.forName(name);
            boolean typed = false;
            for (RecordComponent c : record.getRecordComponents()) {
                boolean aboutADetail =
                        c.getName().equals("detail") || c.getName().equals("attribute");
                if (aboutADetail && c.getType() == String.class)
                    strings.add(record.getSimpleName() + "." + c.getName());
                if (c.getType().getName().equals(DETAIL)) typed = true;
            }
            if (!typed) strings.add(record.getSimpleName() + " (no " + DETAIL + " part)");
        }
        assertEquals(List.of(), strings, "a detail kept as a string on the claim's road");
    }

    /**
     * What replaces what is decided on typed details: the decision, the slot, corrections, notes,
     * clicks, retirement, the draft and the answers never read a detail's text (its key, a note's
     * attribute column as a string) to compare it. A slot compared on raw strings (a free note's
     * magic word, a null for "none named") would pass its tests as long as the strings happen to
     * agree; this rule fails as soon as such a comparison is written.
     */
    @Test
    void theDecisionNeverReadsADetailAsText() {
        JavaClasses shipped =
                new ClassFileImporter()
                        .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                        .importPackages("continuity");
        DescribedPredicate<JavaMethodCall> readsDetailText =
                DescribedPredicate.describe(
                        "a detail's text (Detail.key, keyOrNull or of(String), or a String"
                                + " attribute of a note, draft or claim)",
                        call -> {
                            String owner = call.getTargetOwner().getName();
                            String method = call.getName();
                            if (owner.equals(DETAIL) || owner.equals("continuity.memory.Detail"))
                                return method.equals("key")
                                        || method.equals("keyOrNull")
                                        || (method.equals("of") || method.equals("free"))
                                                && call.getTarget().getRawParameterTypes().stream()
                                                        .anyMatch(
                                                                t ->
                                                                        t.getName()
                                                                                .equals(
                                                                                        "java.lang.String"));
                            boolean onTheRoad =
                                    owner.equals("continuity.memory.Note")
                                            || owner.equals("continuity.memory.Draft")
                                            || owner.equals("continuity.understand.FactClaim");
                            return onTheRoad
                                    && method.startsWith("attribute")
                                    && call.getTarget()
                                            .getRawReturnType()
                                            .getName()
                                            .equals("java.lang.String");
                        });
        noClasses()
                .that()
                .haveNameMatching(
                        "continuity\\.memory\\.(Decide|Slot|Corrections|Notes|Clicks|Retire|Draft)(\\$.*)?")
                .or()
                .resideInAPackage("continuity.memory.answers..")
                .should()
                .callMethodWhere(readsDetailText)
                .because(
                        "what a new note replaces is decided on typed details; their text is the edges' business")
                .check(shipped);
        assertTrue(shipped.contain(DETAIL), DETAIL + " is the detail's one type");
    }
}
