import { Table, TableContainer, Td, Th } from "@/components/ui/data-table";

/** The offer's attribute name/value pairs, in the order the supplier gave them. */
export function OfferSpecs({
  attributes,
  caption,
  labels,
}: {
  attributes: { name: string; value: string }[];
  caption: string;
  labels: { parameter: string; value: string };
}) {
  return (
    <TableContainer label={caption}>
      <Table caption={caption}>
        <thead>
          <tr>
            <Th>{labels.parameter}</Th>
            <Th>{labels.value}</Th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((a, i) => (
            <tr key={`${a.name}-${i}`}>
              <Th scope="row" className="w-1/3">
                {a.name}
              </Th>
              <Td>{a.value}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableContainer>
  );
}
