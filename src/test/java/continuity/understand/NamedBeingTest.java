package continuity.understand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import continuity.chat.Lang;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A name the message gives a pet or a relative is the being's, not the character's. */
class NamedBeingTest {
    private static FactClaim claim(String who, String detail, String value) {
        return new FactClaim(
                Subject.named(who),
                Detail.of(detail),
                value,
                null,
                null,
                Lang.EN,
                false,
                "s",
                FactClaim.Change.RETCON);
    }

    private static List<String> merged(String text, FactClaim... claims) {
        List<FactClaim> facts = new ArrayList<>(List.of(claims));
        NamedBeing.merge(facts, text);
        return facts.stream().map(f -> f.detail().keyOrNull() + "=" + f.value()).toList();
    }

    @Test
    void theNameAfterAPetsKindIsThePets() {
        assertEquals(
                List.of("pet=Quince"),
                merged(
                        "Orla has a hedgehog now. Tiny, grumpy, and called Quince.",
                        claim("Orla", "pet", "hedgehog"),
                        claim("Orla", "nickname", "Quince")));
        assertEquals(
                List.of("age=12", "pet=Grisou"),
                merged(
                        "Bastien a 12 ans et un lapin qui s'appelle Grisou",
                        claim("Bastien", "age", "12"),
                        claim("Bastien", "pet", "lapin"),
                        claim("Bastien", "name", "Grisou")));
    }

    @Test
    void theNameAfterARelativesKindIsTheRelatives() {
        assertEquals(
                List.of("parent=Brighid"),
                merged(
                        "(( teodor's ma was called Brighid, for the record ))",
                        claim("Teodor", "parent", "ma"),
                        claim("Teodor", "nickname", "Brighid")));
    }

    @Test
    void aNicknameOfTheCharacterStays() {
        // no naming word before the name: the character's own other name
        assertEquals(
                List.of("pet=cat", "nickname=Ash"),
                merged(
                        "Wren has a cat, and her nickname is Ash",
                        claim("Wren", "pet", "cat"),
                        claim("Wren", "nickname", "Ash")));
        // named, but no being of hers before the name
        assertEquals(
                List.of("nickname=Corbeau", "age=30"),
                merged(
                        "Tobiah a 30 ans. il se fait appeler Corbeau",
                        claim("Tobiah", "nickname", "Corbeau"),
                        claim("Tobiah", "age", "30")));
        // another character's pet
        assertEquals(
                List.of("pet=dog", "nickname=Rook"),
                merged(
                        "Ivo has a dog and Mara is called Rook",
                        claim("Ivo", "pet", "dog"),
                        claim("Mara", "nickname", "Rook")));
    }
}
