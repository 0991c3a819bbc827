package continuity.discord;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** The pairing rule of proxy triggers and their webhook copies, without Discord. */
class ProxyPairingTest {

    @Test
    void aCopyIsTheTriggerLessShortTags() {
        assertTrue(ProxyTags.isCopy("[hello there]", "hello there"));
        assertTrue(ProxyTags.isCopy("Mira: hello  there", "hello there"));
        assertTrue(ProxyTags.isCopy("m;hello there", "hello there"));
        assertTrue(
                ProxyTags.isCopy("hello there", "hello there"), "autoproxy keeps the whole text");
        assertFalse(ProxyTags.isCopy("hello there", "goodbye"));
        assertFalse(ProxyTags.isCopy("hello", ""));
        assertFalse(
                ProxyTags.isCopy("x".repeat(100) + " hi", "hi"),
                "not a tag: too much text around it");
    }

    @Test
    void triggersLookLikeTags() {
        assertTrue(ProxyTags.looksLikeTrigger("[I draw my sword]"));
        assertTrue(ProxyTags.looksLikeTrigger("{whispers}"));
        assertTrue(ProxyTags.looksLikeTrigger("m; hello"));
        assertTrue(ProxyTags.looksLikeTrigger("k>hello"));
        assertFalse(ProxyTags.looksLikeTrigger("Mira's eyes are green, not blue."));
        assertFalse(ProxyTags.looksLikeTrigger("<@123> what colour are her eyes?"));
        assertFalse(ProxyTags.looksLikeTrigger("(( ooc: brb ))"));
    }

    @Test
    void aWaitingTriggerIsReplacedByItsCopyAndHandedOnNeverTwice() throws Exception {
        List<String> handled = new CopyOnWriteArrayList<>();
        try (ProxyPairing<String> p = new ProxyPairing<>(Duration.ofMillis(300), handled::add)) {
            p.userMessage("c1", "m1", "[hi all]", "trigger");
            assertEquals(1, p.waitingCount());
            var copy = p.webhookMessage("c1", "hi all");
            assertInstanceOf(ProxyPairing.Paired.class, copy);
            assertEquals("trigger", ((ProxyPairing.Paired<String>) copy).trigger());
            assertEquals(0, p.waitingCount());
            Thread.sleep(500);
            assertEquals(
                    List.of(),
                    handled,
                    "the caller handles the copy; the trigger is not handed on");
        }
    }

    @Test
    void anUnansweredTriggerIsHandedOnAfterTheWindowUnlessDeleted() throws Exception {
        List<String> handled = new CopyOnWriteArrayList<>();
        try (ProxyPairing<String> p = new ProxyPairing<>(Duration.ofMillis(200), handled::add)) {
            p.userMessage("c1", "m1", "[kept]", "kept");
            p.userMessage("c1", "m2", "[withdrawn]", "withdrawn");
            p.deleted("m2");
            awaitUntil(() -> !handled.isEmpty() && p.waitingCount() == 0);
            assertEquals(List.of("kept"), handled);
            assertInstanceOf(ProxyPairing.AlreadyHandled.class, p.webhookMessage("c1", "kept"));
            assertInstanceOf(
                    ProxyPairing.Paired.class,
                    p.webhookMessage("c1", "withdrawn"),
                    "a slow proxy's copy still pairs with the deleted trigger");
        }
    }

    @Test
    void afterAProxyPostedHereEveryMessageWaitsAndFlushHandsThemOn() {
        List<String> handled = new CopyOnWriteArrayList<>();
        try (ProxyPairing<String> p = new ProxyPairing<>(Duration.ofSeconds(30), handled::add)) {
            p.userMessage("c1", "m0", "plain words", "before");
            assertEquals(List.of("before"), handled, "no proxy seen yet: handled at once");
            assertInstanceOf(
                    ProxyPairing.Unpaired.class, p.webhookMessage("c1", "someone else's line"));
            p.userMessage("c1", "m1", "plain words again", "after");
            p.userMessage("c2", "m2", "elsewhere", "elsewhere");
            assertEquals(List.of("before", "elsewhere"), handled, "in c1 it now waits for a copy");
            p.flush();
            assertEquals(
                    List.of("before", "elsewhere", "after"),
                    handled,
                    "nothing is lost at shutdown");
        }
    }

    private static void awaitUntil(java.util.function.BooleanSupplier condition)
            throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline)
                throw new AssertionError("condition not met within 5 s");
            Thread.sleep(20);
        }
    }
}
