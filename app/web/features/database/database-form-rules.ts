/** A text field's validation: `true`, or the message to show under it. */
interface Rules {
  validate: (value: string) => true | string;
}

const WHOLE_SECONDS = /^\d+$/;

/** A seconds field: blank, or a whole number. */
export const secondsRule: Rules = {
  validate: (value) => {
    const text = value.trim();
    return text === '' || WHOLE_SECONDS.test(text) || 'Enter a whole number of seconds';
  },
};

/** The extra field: blank, or a JSON object. */
export const jsonObjectRule: Rules = {
  validate: (value) => {
    const text = value.trim();
    if (text === '') return true;
    try {
      const parsed: unknown = JSON.parse(text);
      return (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) || 'Enter a JSON object, e.g. {"engine_params": {}}';
    } catch (error) {
      return `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
    }
  },
};

export const databaseNameRule: Rules = {
  validate: (value) => value.trim() !== '' || 'Enter a display name',
};

export const sqlalchemyUriRule: Rules = {
  validate: (value) => {
    const text = value.trim();
    if (text === '') return 'Enter a SQLAlchemy URI';
    return text.includes('://') || 'A SQLAlchemy URI looks like engine://user:password@host:port/database';
  },
};

export const engineRule: Rules = {
  validate: (value) => value !== '' || 'Choose a database engine',
};
