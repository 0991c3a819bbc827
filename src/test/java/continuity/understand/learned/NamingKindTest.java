package continuity.understand.learned;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A name given right after a naming word belongs to the being named before it in the sentence. */
class NamingKindTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "(( ok poppy has a café cat now, a fat orange boy named Marmalade ))|Marmalade|pet",
                "@Continuity Abel a un chien, un vieux berger qui s'appelle Clou|Clou|pet",
                "(( Abel a une fille de 8 ans restée sur Terre, elle s'appelle Fatou ))|Fatou|child",
                "(( seonag's mum was called Ealasaid, for the record ))|Ealasaid|parent",
                "(( le temps de la planque ce soir, Rosalie se fait appeler Nadia ))|Nadia|",
                "(( Abel has a cat. Everyone calls him Bramble ))|Bramble|",
                "(( my cat is cute. Poppy is called Pops ))|Pops|",
            })
    void theNameIsTheBeings(String message, String value, String detail) {
        Features.Prepared p =
                new Features.Prepared(
                        message, Door.OOC, List.of("Poppy", "Abel", "Seonag", "Rosalie"));
        int at = -1;
        for (int i = 0; i < p.size(); i++) if (p.tokens().get(i).text().equals(value)) at = i;
        assertEquals(
                detail == null || detail.isEmpty() ? null : detail,
                NamingKind.before(p, at),
                message);
    }
}
