"use client";

import { createContext, useContext } from "react";
import type { MyOrganization } from "./types";

/** The caller's selling business account, provided by the supplier layout once its gate has passed. */
export const SupplierContext = createContext<MyOrganization | null>(null);

export function useSupplierOrganization(): MyOrganization {
  const org = useContext(SupplierContext);
  if (!org) throw new Error("useSupplierOrganization outside the supplier layout");
  return org;
}
