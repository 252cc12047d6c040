/** Something to pick in a picker: its id and what the user reads (a related-field option's shape). */
export interface Choice {
  value: number;
  text: string;
}

/** Whether two choices are the same thing. */
export const sameChoice = (a: Choice, b: Choice): boolean => a.value === b.value;
