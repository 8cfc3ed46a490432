# The kill-score command lines the README and the /learn lesson "The kill score" show, one region per
# tool. CI runs the Playwright and Selenium regions exactly as written (.ci/kill-score.mjs, a step of
# npm test); the Cypress one is shown only (Cypress cannot be installed where CI runs).
# #region playwright
npm run kill-score -- --cmd "npx playwright test -c examples/kill-score/playwright/playwright.config.ts" --bugs counter-decrement-by-two,login-wrong-status,posts-page-overlap
# #endregion
# #region selenium
npm run kill-score -- --cmd "/usr/bin/python3 -m pytest -q -p no:cacheprovider examples/kill-score/selenium" --bugs counter-decrement-by-two,shop-total-doubled,todos-stats-rounding
# #endregion
# #region cypress
npm run kill-score -- --cmd "npx cypress run --project examples/kill-score/cypress" --bugs counter-decrement-by-two,login-wrong-status,posts-page-overlap
# #endregion
