package continuity.memory;

/**
 * What the core needs from storage, inside one transaction: one port made of a smaller one per kind
 * of row, so that a reader finds each part on its own page. The core takes the whole; a store
 * implements the whole.
 */
public interface Repository
        extends CharacterRepository,
                NoteRepository,
                StoryRepository,
                QuestionRepository,
                ButtonRepository,
                SettingsRepository,
                ModelRepository,
                CanonRepository,
                RetentionRepository {}
