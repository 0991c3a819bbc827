package continuity.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import continuity.understand.ScopeCue;
import org.junit.jupiter.api.Test;

/** The fact scope a scope cue asks for, and back: written once, in {@link Scope}. */
class ScopeTest {
    @Test
    void everyCueAsksForOneFactScopeAndThatScopeGivesTheCueBack() {
        assertEquals(Scope.PROFILE, Scope.of(ScopeCue.EVERYWHERE));
        assertEquals(Scope.STORY, Scope.of(ScopeCue.STORY));
        assertEquals(Scope.SCENE, Scope.of(ScopeCue.SCENE));
        for (ScopeCue c : ScopeCue.values()) assertEquals(c, Scope.of(c).cue());
    }

    @Test
    void noCueNamesAPreferenceScope() {
        assertNull(Scope.ALL_CHATS.cue());
        assertNull(Scope.CHARACTER.cue());
    }
}
