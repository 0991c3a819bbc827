package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.Lang;
import continuity.memory.wording.Replies;
import continuity.memory.wording.Sentences;
import continuity.memory.wording.Wording;
import continuity.understand.Detail;
import org.junit.jupiter.api.Test;

/** The stored sentence and the scope words elide in French, as a French speaker writes them. */
class FrenchWordingTest {
    @Test
    void aFactAboutElodieReadsFrench() {
        assertEquals(
                "Élodie est forgeronne",
                Sentences.fact(Lang.FR, "Élodie", Detail.of("occupation"), "forgeronne"));
        assertEquals(
                "Arme d'Élodie : un arc",
                Sentences.fact(Lang.FR, "Élodie", Detail.of("weapon"), "un arc"));
        assertEquals(
                "Élodie vient du nord",
                Sentences.fact(Lang.FR, "Élodie", Detail.of("hometown"), "le nord"));
        assertEquals(
                "Lieu de naissance d'Élodie : Salvent",
                Sentences.fact(Lang.FR, "Élodie", Detail.of("birthplace"), "Salvent"));
        assertEquals(
                "Élodie a les yeux verts",
                Sentences.fact(Lang.FR, "Élodie", Detail.of("eyes"), "verts"));
        assertEquals(
                "Élodie has green eyes",
                Sentences.fact(Lang.EN, "Élodie", Detail.of("eyes"), "green"));
        assertEquals(
                "dans le profil d'Élodie (toutes les histoires)",
                Wording.scope(Lang.FR, Scope.PROFILE, null, "Élodie"));
        assertEquals(
                "Seul le propriétaire d'Élodie ou un MJ peut trancher.",
                Replies.onlyOwnerDecides(Lang.FR, "Élodie"));
    }
}
