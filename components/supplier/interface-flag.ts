import { SUPPLIER_INTERFACE_KEY } from "@/components/settings/preferences";

/**
 * The spec's `is_supplier_interface` browser flag (section 9), kept as settings keeps it ("true" /
 * "false"): true while the supplier area is open, false after "Back to buying".
 */
export function setSupplierInterfaceFlag(on: boolean): void {
  try {
    window.localStorage.setItem(SUPPLIER_INTERFACE_KEY, JSON.stringify(on));
  } catch {
    // Storage can be disabled (private mode); nothing depends on it being written.
  }
}
