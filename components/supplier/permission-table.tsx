"use client";

import { useTranslations } from "next-intl";
import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";
import { ACTIONS, can, ROLES, type Action } from "@/lib/organizations/permissions";
import { useActionLabel } from "./use-action-label";

/**
 * What each workspace role may do, rendered from the same table the API checks and the docs print
 * (lib/organizations/permissions.ts): rows are ACTIONS, columns ROLES, cells can(role, action).
 */
export function PermissionTable() {
  const t = useTranslations("supplier");
  const actionLabel = useActionLabel();
  const actions = Object.keys(ACTIONS) as Action[];
  // The owner rules beyond the table, in the page language (their English texts equal OWNER_RULES).
  const rules = [t("members.ownerRules.grant"), t("members.ownerRules.last")];
  return (
    <>
      <TableContainer label={t("members.permissionsCaption")}>
        <Table caption={t("members.permissionsCaption")}>
          <thead>
            <tr>
              <Th>{t("members.action")}</Th>
              {ROLES.map((role) => (
                <Th key={role} className="text-center">
                  {t(`roles.${role}`)}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {actions.map((action) => (
              <tr key={action}>
                <Th scope="row" className="font-normal">
                  {actionLabel(action)}
                </Th>
                {ROLES.map((role) => {
                  const yes = can(role, action);
                  return (
                    <Td key={role} className="text-center">
                      <span aria-hidden="true" className={yes ? "font-semibold text-green-800" : "text-slate-600"}>
                        {yes ? "✓" : "—"}
                      </span>
                      <span className="sr-only">{yes ? t("members.allowed") : t("members.notAllowed")}</span>
                    </Td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </TableContainer>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </>
  );
}
