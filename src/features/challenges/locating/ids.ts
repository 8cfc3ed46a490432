/** The catalogued id of the generic target-match machine the locating challenges run (tiny: the theme file imports it). */
export const TARGET_MATCH_ID = 'challengeTargetMatch'
