"use client";

import { ComingSoon } from "./coming-soon";

/** The supplier sections a later release brings, as page views (client references for the route files). */
export const EarningsSoon = () => <ComingSoon section="earnings" />;
export const IntegrationsSoon = () => <ComingSoon section="integrations" />;
